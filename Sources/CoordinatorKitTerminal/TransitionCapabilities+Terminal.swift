import CoordinatorKit

extension TransitionCapabilities {
  /// The terminal host, which draws any state at once: everything it can merge, it merges.
  public static let terminal = allAtOnce
}
