import CoordinatorKit
import Foundation

/// What a host attached to a scene (`NavigatorHost.attach(to:options:links:)`) saves in the
/// scene's restoration activity, and what a saved
/// activity gives back: the decisions of the UIKit restoration helper, outside `#if canImport`,
/// tested on Linux.
///
/// The saved state is the navigator's state without its alert (what answers an alert cannot be
/// saved), JSON-encoded under one key of the activity's `userInfo` (property-list types only, as
/// UIKit requires). A saved state this version cannot read (another version's routes) gives
/// nothing back, so the app starts at its root, as the SwiftUI helper does.
enum UIKitRestorationPayload {
  /// The `userInfo` that saves `state` under `key`; empty when the state cannot be encoded.
  static func userInfo<Route: Codable & Equatable>(
    saving state: NavigationState<Route>, key: String
  ) -> [String: Data] {
    var saved = state
    saved.dismissAlert()
    guard let data = try? JSONEncoder().encode(saved) else { return [:] }
    return [key: data]
  }

  /// The state saved under `key` in `userInfo` (an activity's), or `nil` when none is saved or
  /// it no longer decodes.
  static func savedState<Route: Codable & Equatable>(
    in userInfo: [AnyHashable: Any]?, key: String, as route: Route.Type = Route.self
  ) -> NavigationState<Route>? {
    guard let data = userInfo?[key] as? Data else { return nil }
    return try? JSONDecoder().decode(NavigationState<Route>.self, from: data)
  }

  /// Whether a scene saves the activity its session holds (`unread`, of type `unreadType`)
  /// unchanged instead of its navigator's state: it holds a state this version reads, saved
  /// under `activityType` and `key`, and nothing was restored or saved since the scene connected
  /// (`restoredOrSaved`). A scene that connected while the device was locked got no activity,
  /// UIKit delivers it later ("When the data becomes available, the system updates the value
  /// accordingly", https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity):
  /// until the app reads it, the state it launched in must not overwrite it.
  static func keepsUnreadState<Route: Codable & Equatable>(
    restoredOrSaved: Bool, unreadType: String, activityType: String,
    unread userInfo: [AnyHashable: Any]?, key: String, as route: Route.Type = Route.self
  ) -> Bool {
    guard !restoredOrSaved, unreadType == activityType else { return false }
    return savedState(in: userInfo, key: key, as: route) != nil
  }
}
