import CoordinatorKit
import Foundation

/// What an `NSUserActivity` becomes for a `SceneRegistry`, and what a `SceneActivity` puts in
/// one: the decisions of the UIKit activity conversion, outside `#if canImport`, tested on Linux.
///
/// An activity's user info may hold any property-list value; an entry point reads only text
/// (`target`, `link`, `entry`), so the entries whose key and value are both text are kept and the
/// rest are left out.
enum UIKitSceneActivity {
  /// The plain value of an activity of `type` with `userInfo` and `webpageURL`.
  static func sceneActivity(type: String, userInfo: [AnyHashable: Any]?, webpageURL: URL?)
    -> SceneActivity
  {
    var text: [String: String] = [:]
    for (key, value) in userInfo ?? [:] {
      guard let key = key.base as? String, let value = value as? String else { continue }
      text[key] = value
    }
    return SceneActivity(activityType: type, userInfo: text, webpageURL: webpageURL)
  }

  /// The user info an activity carrying `activity` is given.
  static func userInfo(of activity: SceneActivity) -> [AnyHashable: Any] {
    Dictionary(
      uniqueKeysWithValues: activity.userInfo.map { (AnyHashable($0.key), $0.value as Any) })
  }
}
