// Foundation's NSUserActivity, which Apple's Foundation has and Linux's does not; declared here
// because `import UIKit` makes Foundation visible, and scene state restoration hands it to the
// app.
import Foundation

// https://developer.apple.com/documentation/foundation/nsuseractivity
open class NSUserActivity: NSObject {
  private let type: String

  // https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
  public init(activityType: String) {
    type = activityType
    super.init()
  }
  // https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
  open var activityType: String { type }
  // https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
  open var userInfo: [AnyHashable: Any]?
  // https://developer.apple.com/documentation/foundation/nsuseractivity/adduserinfoentries(from:)
  // ("Adds the contents of the specified dictionary to the user info dictionary")
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    var merged = userInfo ?? [:]
    for (key, value) in otherDictionary {
      merged[key] = value
    }
    userInfo = merged
  }
  // https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
  open var webpageURL: URL?

  /// A copy of the activity, as UIKit saves one: its type, its user info and its web page.
  func modelCopy() -> NSUserActivity {
    let copy = NSUserActivity(activityType: activityType)
    copy.userInfo = userInfo
    copy.webpageURL = webpageURL
    return copy
  }
}

/// A scene's session: the activity UIKit saved for it. It outlives its scenes: a scene that
/// connects to it again restores from that activity (see `ModelSystem`).
///
/// Rule: "The system encrypts your app's state restoration on disk. If the file is unavailable
/// at scene-connection time, perhaps because the device is still locked, the initial value in
/// this property is nil. When the data becomes available, the system updates the value
/// accordingly" (https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity);
/// a test plays that part by setting `stateRestorationActivity`.
// https://developer.apple.com/documentation/uikit/uiscenesession
@MainActor
open class UISceneSession: NSObject {
  // https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity
  open var stateRestorationActivity: NSUserActivity?
  // https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier
  // ("A unique identifier that persists for the lifetime of the session")
  public let persistentIdentifier = UUID().uuidString

  /// A session holding `activity` (UIKit makes sessions; apps never do).
  @_spi(UIKitModel)
  public init(stateRestorationActivity activity: NSUserActivity?) {
    stateRestorationActivity = activity
    super.init()
  }
}
