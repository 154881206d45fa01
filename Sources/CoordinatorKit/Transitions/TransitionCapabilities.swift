/// What a host can show in one step, which decides how a change is split into steps.
///
/// Use the preset of your host (each host's target declares it, with what its platform is known
/// to do), or ``oneAtATime`` and ``allAtOnce`` for a host of your own.
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

  /// Everything a step can merge is merged: several pushes, several dismissals, a stack
  /// replaced in one step. Right for a host that can show any state in one change (each host's
  /// target names its own preset: `.uiKit`, `.swiftUI`, `.terminal`).
  public static let allAtOnce = TransitionCapabilities(
    pushesSeveralAtOnce: true, dismissesSeveralAtOnce: true, replacesStackInOneStep: true)
}
