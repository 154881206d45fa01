import CoordinatorKit

extension TransitionCapabilities {
  /// A `UINavigationController`-based host: `setViewControllers(_:animated:)` replaces a whole
  /// stack (several pushes, or pops and pushes, in one call), a modal navigation controller is
  /// presented with its stack, and dismissing a presenting controller takes every layer above it
  /// with it.
  public static let uiKit = allAtOnce
}
