#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  extension SceneActivity {
    /// `activity` as the plain value a `SceneRegistry` reads (its type, the text entries of its
    /// user info, its web page): what `scene(_:continue:)`, `scene(_:willConnectTo:options:)`'s
    /// `connectionOptions.userActivities` and a universal link hand over.
    public init(_ activity: NSUserActivity) {
      self.init(
        type: activity.activityType, userInfo: activity.userInfo, webpageURL: activity.webpageURL)
    }

    /// A user activity carrying this one: what a scene advertises for Handoff
    /// (`scene.userActivity`, from `SceneRegistry.advertisedActivity(of:)`), or what
    /// `UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)` opens
    /// a new scene with.
    public func makeUserActivity() -> NSUserActivity {
      let activity = NSUserActivity(activityType: activityType)
      activity.addUserInfoEntries(from: activityUserInfo)
      activity.webpageURL = webpageURL
      return activity
    }
  }
#endif
