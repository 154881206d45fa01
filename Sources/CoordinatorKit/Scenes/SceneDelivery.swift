/// What ``SceneRegistry/open(_:in:)`` did with an entry.
public enum SceneDelivery<Route> {
  /// The entry's target was opened in this scene (once its host was attached).
  case opened(in: String)
  /// The entry was delivered before (to this scene, or `nil` while it waits for a scene or a new
  /// window): nothing was done again.
  case alreadyDelivered(to: String?)
  /// The rule asks for a new scene, which only the platform can open: open a window carrying
  /// the entry (`openWindow(value: entry)`, `requestSceneSessionActivation` with its
  /// activity), then open it there with ``SceneRule/scene(_:)`` once the scene has connected.
  /// The entry counts as delivered meanwhile, so a second delivery opens no second window.
  case openNewScene(SceneEntry<Route>)
}

extension SceneDelivery: Equatable where Route: Equatable {}
extension SceneDelivery: Sendable where Route: Sendable {}
