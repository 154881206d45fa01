import Foundation

/// What an `NSUserActivity` (or a notification's user info) becomes as a ``SceneActivity``, and
/// what one puts in an activity: the decisions of the Apple hosts' conversion (SwiftUI's and
/// UIKit's), outside `#if canImport`, tested on Linux.
///
/// An activity's user info may hold any property-list value; an entry point reads only text
/// (`target`, `link`, `entry`), so the entries whose key and value are both text are kept and the
/// rest are left out.
extension SceneActivity {
  /// The plain value of an activity of `type` with `userInfo` and `webpageURL`.
  package init(type: String, userInfo: [AnyHashable: Any]?, webpageURL: URL?) {
    self.init(
      activityType: type, userInfo: Self.textEntries(of: userInfo), webpageURL: webpageURL)
  }

  /// The entries of `userInfo` (an activity's, a notification's content's) whose key and value
  /// are both text: what an entry point reads.
  package static func textEntries(of userInfo: [AnyHashable: Any]?) -> [String: String] {
    var text: [String: String] = [:]
    for (key, value) in userInfo ?? [:] {
      guard let key = key.base as? String, let value = value as? String else { continue }
      text[key] = value
    }
    return text
  }

  /// The user info an activity carrying this one is given.
  package var activityUserInfo: [AnyHashable: Any] {
    Dictionary(uniqueKeysWithValues: userInfo.map { (AnyHashable($0.key), $0.value as Any) })
  }
}
