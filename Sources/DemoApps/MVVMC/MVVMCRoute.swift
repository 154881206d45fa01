/// The MVVM-C demo's screens.
public enum MVVMCRoute: Hashable, Codable, Sendable {
  /// The main screen.
  case main
  /// The child screen, pushed or presented.
  case child
}
