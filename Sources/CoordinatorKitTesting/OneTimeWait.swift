/// One wait, resumed exactly once: with the first value it ends with, even when that comes
/// before the waiter begins; later ends do nothing.
@MainActor
final class OneTimeWait<Value: Sendable> {
  private var continuation: CheckedContinuation<Value, Never>?
  private var result: Value?

  /// Starts waiting; resumes at once when the wait already ended.
  func begin(_ continuation: CheckedContinuation<Value, Never>) {
    if let result {
      continuation.resume(returning: result)
    } else {
      self.continuation = continuation
    }
  }

  /// Whether the wait has ended.
  var hasEnded: Bool { result != nil }

  /// Ends the wait with `value`, unless it already ended.
  func end(with value: Value) {
    guard result == nil else { return }
    result = value
    continuation?.resume(returning: value)
    continuation = nil
  }
}
