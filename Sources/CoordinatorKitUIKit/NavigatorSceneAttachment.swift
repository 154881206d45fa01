#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// What a host attached to a scene keeps (``NavigatorHost/attach(to:options:links:activityType:onFailure:adjustingSavedState:)``):
  /// the gate that restores the scene's saved state and then opens its links and activities,
  /// whether the scene's state was saved since it connected, and its observers of the scene's
  /// activation and disconnection.
  @MainActor
  final class NavigatorSceneAttachment<Route: Codable & Equatable> {
    /// The activity type and `userInfo` key the scene's state is saved under; list the type
    /// under `NSUserActivityTypes` in the app's Info.plist.
    static var restorationActivityType: String { "CoordinatorKit.navigationState" }
    static var restorationKey: String { "CoordinatorKit.navigationState" }

    let gate: SceneEntryGate<Route>
    /// Whether the state was saved for UIKit since the scene connected.
    var saved = false

    init(gate: SceneEntryGate<Route>) {
      self.gate = gate
    }

    /// The state saved in the session's activity, if it is one of the host's and this version
    /// reads it.
    static func savedState(in activity: NSUserActivity?) -> NavigationState<Route>? {
      guard let activity, activity.activityType == restorationActivityType else { return nil }
      return UIKitRestorationPayload.savedState(
        in: activity.userInfo, key: restorationKey, as: Route.self)
    }
  }
#endif
