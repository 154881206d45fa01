import CoordinatorKit

/// One wait for an alert: resumed exactly once, with the alert or with `nil` when cancelled.
@MainActor
final class AlertWait {
  private var continuation: CheckedContinuation<AlertState?, Never>?
  private var result: AlertState??

  /// Starts waiting; resumes at once when the wait already ended.
  func begin(_ continuation: CheckedContinuation<AlertState?, Never>) {
    if let result {
      continuation.resume(returning: result)
    } else {
      self.continuation = continuation
    }
  }

  /// Ends the wait with `alert` (`nil`: cancelled); later calls do nothing.
  func end(with alert: AlertState?) {
    guard result == nil else { return }
    result = .some(alert)
    continuation?.resume(returning: alert)
    continuation = nil
  }
}
