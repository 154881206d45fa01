/// What a host can show in one step, which decides how a change is split into steps.
///
/// Use the preset for your host; each one records what its platform is known to do.
public struct TransitionCapabilities: Hashable, Sendable, Codable {
  /// Several screens pushed onto one stack can be shown as one step; a new modal layer can
  /// appear with the screens pushed inside it.
  package var pushesSeveralAtOnce: Bool
  /// Several modal layers (and an alert over them) can be dismissed as one step.
  package var dismissesSeveralAtOnce: Bool
  /// A stack can be replaced in one step: pops and pushes on it shown as one change.
  package var replacesStackInOneStep: Bool

  /// Creates capabilities.
  public init(
    pushesSeveralAtOnce: Bool, dismissesSeveralAtOnce: Bool, replacesStackInOneStep: Bool
  ) {
    self.pushesSeveralAtOnce = pushesSeveralAtOnce
    self.dismissesSeveralAtOnce = dismissesSeveralAtOnce
    self.replacesStackInOneStep = replacesStackInOneStep
  }

  /// One change per step: right for any host, and the easiest to follow in tests.
  public static let oneAtATime = TransitionCapabilities(
    pushesSeveralAtOnce: false, dismissesSeveralAtOnce: false, replacesStackInOneStep: false)

  /// A `UINavigationController`-based host: `setViewControllers(_:animated:)` replaces a whole
  /// stack (several pushes, or pops and pushes, in one call), a modal navigation controller is
  /// presented with its stack, and dismissing a presenting controller takes every layer above it
  /// with it.
  public static let uiKit = TransitionCapabilities(
    pushesSeveralAtOnce: true, dismissesSeveralAtOnce: true, replacesStackInOneStep: true)

  /// SwiftUI's `NavigationStack(path:)` on iOS 16: a path write can push, pop or replace several
  /// screens at once, but only one sheet or cover can be dismissed per update.
  public static let swiftUIOnIOS16 = TransitionCapabilities(
    pushesSeveralAtOnce: true, dismissesSeveralAtOnce: false, replacesStackInOneStep: true)

  /// SwiftUI on iOS 17 and later: as on iOS 16, and several sheets or covers can be dismissed in
  /// one update.
  public static let swiftUIOnIOS17 = TransitionCapabilities(
    pushesSeveralAtOnce: true, dismissesSeveralAtOnce: true, replacesStackInOneStep: true)

  /// The terminal host, which draws any state at once: everything it can merge, it merges.
  public static let terminal = TransitionCapabilities(
    pushesSeveralAtOnce: true, dismissesSeveralAtOnce: true, replacesStackInOneStep: true)
}
