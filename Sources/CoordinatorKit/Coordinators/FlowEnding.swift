/// What asking to end a flow did at once (see ``FlowCoordinator/finishFlow(overridingLeaveGuards:)``),
/// as a user's gesture does: the flow ended, or a leave question is open and the answer decides.
public enum FlowEnding: Hashable, Sendable {
  /// The flow ended now: no screen that would leave was leave-guarded (or it had already ended).
  case ended
  /// The coordinators of the guarded screens are being asked `question` ("Discard changes?"):
  /// the flow ends when all agree, and stays, unchanged, when one keeps its screen.
  /// ``Navigator/waitUntilSettled()`` (or ``Navigator/waitUntilAnswered(_:)``) returns once
  /// the answer has been applied.
  case asking(LeaveQuestion)
}
