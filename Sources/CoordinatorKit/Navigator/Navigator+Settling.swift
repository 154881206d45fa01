/// Whether everything the app and the user started has been done: what a script waits for
/// before its next key, and what a test awaits before asserting.
extension Navigator {
  /// Whether nothing is on its way: every accepted change has been shown (no ``NavigatorHosting/currentStep``),
  /// no target is being opened (``isOpeningTarget``: a deep link, perhaps waiting for a guard's
  /// flow), and no leave guard's question is open (``isWaitingForLeaveAnswer``).
  ///
  /// Work the app runs in its own tasks is not seen here: a program that starts such work
  /// counts it itself.
  public var isSettled: Bool {
    registerDisplayAccess()
    return hasNothingOnItsWay
  }

  /// ``isSettled``, read without registering an observation (for the navigator's own work).
  private var hasNothingOnItsWay: Bool {
    queue.isSettled && !followQueue.isBusy && !leaveGate.isAsking
  }

  /// Returns once the navigator ``isSettled``: at once when it is.
  ///
  /// What waits for the user waits here too: while a leave guard's question or a guard's flow
  /// (a sign-in) is open, this returns only after the user has answered it, so answer it from
  /// another task, or await the one answer with ``waitUntilAnswered(_:)``. With a host
  /// attached, the host must show the steps for this to return.
  public func waitUntilSettled() async {
    while !isSettled {
      if leaveGate.didClose == nil {
        leaveGate.didClose = { [weak self] in self?.resumeSettleWaiters() }
        followQueue.didFinish = { [weak self] in self?.resumeSettleWaiters() }
      }
      await withCheckedContinuation { settleWaiters.add($0) }
    }
  }

  /// Lets the callers of ``waitUntilSettled()`` check again, once settled.
  func resumeSettleWaiters() {
    guard hasNothingOnItsWay else { return }
    settleWaiters.resumeAll()
  }
}

/// The callers of ``Navigator/waitUntilSettled()`` waiting for the navigator to settle.
@MainActor
final class SettleWaiters {
  /// Read after every move of the display, so not checked for exclusive access at run time:
  /// each change of it is one call on the array, which runs no other code.
  @exclusivity(unchecked) private var continuations: [CheckedContinuation<Void, Never>] = []

  /// Whether anyone waits.
  var hasWaiters: Bool { !continuations.isEmpty }

  func add(_ continuation: CheckedContinuation<Void, Never>) {
    continuations.append(continuation)
  }

  /// Resumes every waiter; each checks again whether the navigator is still settled.
  func resumeAll() {
    let resuming = continuations
    continuations = []
    for continuation in resuming { continuation.resume() }
  }
}
