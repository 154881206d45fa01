/// Which scene an entry (a link, a notification, a Handoff, an App Intent) opens in: the app's
/// rule, which ``SceneRegistry/open(_:in:)`` applies to the scenes connected at that moment.
///
/// "Frontmost" is the scene most recently active (``SceneRegistry/sceneDidBecomeActive(_:)``, or
/// connected). Only the platform can open a window, so ``newScene`` is answered with
/// ``SceneDelivery/openNewScene(_:)``, for the app to do it.
public enum SceneRule<Route: Equatable> {
  /// The scene with this identity; ``SceneError/noSuchScene(_:)`` when it is not connected.
  case scene(String)
  /// The frontmost scene; on a cold start, when none is connected yet, the first to connect.
  case frontmost
  /// The frontmost scene whose state holds a screen showing `route` (in any tab or modal
  /// layer); the frontmost scene when none does.
  case showing(Route)
  /// The frontmost scene whose selected tab is `tab`; the frontmost scene when none has it.
  case showingTab(TabID)
  /// A new scene: the app opens a window for the entry (see ``SceneDelivery/openNewScene(_:)``).
  case newScene
}

extension SceneRule: Equatable {}
extension SceneRule: Hashable where Route: Hashable {}
extension SceneRule: Sendable where Route: Sendable {}
