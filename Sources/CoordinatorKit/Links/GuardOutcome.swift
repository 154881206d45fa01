/// How a guard's flow ended.
public enum GuardOutcome: Hashable, Sendable {
  /// The condition now holds: the link continues.
  case satisfied
  /// The user left the flow: the link ends where it started.
  case cancelled
  /// The condition cannot be met; the message says why.
  case refused(String)
}
