import CoordinatorKit

/// Why a wait of a ``HeadlessHost`` ended without what it waited for: a test fails with it,
/// naming what never came, instead of hanging.
public enum HeadlessHostWaitError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing came within the wait's time limit: `waitingFor` says what was awaited. The code
  /// that should have brought it did not run (a leave guard not set, a gesture refused, a task
  /// never started): check the navigator's state and the refusals it reported.
  case timedOut(waitingFor: String, after: Duration)
  /// The waiting task was cancelled before `waitingFor` came.
  case cancelled(waitingFor: String)
  /// What was awaited came, but the navigator refused what the test then did with it (an
  /// answer naming an action the alert does not have).
  case refused(NavigationError)

  /// What never came and why, as a failing test prints it.
  public var description: String {
    switch self {
    case .timedOut(let awaited, let timeout):
      "\(awaited) did not come within \(timeout): the code that should bring it did not run "
        + "(a leave guard not set, a gesture refused, a task never started)"
    case .cancelled(let awaited):
      "the wait for \(awaited) was cancelled before it came"
    case .refused(let refusal):
      refusal.description
    }
  }
}
