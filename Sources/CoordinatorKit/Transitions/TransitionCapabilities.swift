/// What a host can animate in one step, which decides how a change is split into steps.
///
/// SwiftUI's `NavigationStack` can push several screens at once but cannot present two sheets
/// in one update; UIKit's `setViewControllers` can push several, and dismissing a presenting
/// controller takes every layer above it with it. The terminal host can do both.
public struct TransitionCapabilities: Hashable, Sendable, Codable {
  /// Several pushes onto one stack can be shown as one step.
  public var pushesSeveralAtOnce: Bool
  /// Several modal layers (and an alert) can be dismissed as one step.
  public var dismissesSeveralAtOnce: Bool

  /// Creates capabilities.
  public init(pushesSeveralAtOnce: Bool, dismissesSeveralAtOnce: Bool) {
    self.pushesSeveralAtOnce = pushesSeveralAtOnce
    self.dismissesSeveralAtOnce = dismissesSeveralAtOnce
  }

  /// One change per step: the safest choice, right for any host.
  public static let oneAtATime = TransitionCapabilities(
    pushesSeveralAtOnce: false, dismissesSeveralAtOnce: false)

  /// Several pushes and several dismissals per step.
  public static let batched = TransitionCapabilities(
    pushesSeveralAtOnce: true, dismissesSeveralAtOnce: true)
}
