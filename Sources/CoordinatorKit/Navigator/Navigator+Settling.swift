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
    return machine.isSettled
  }

  /// Returns once the navigator ``isSettled``: at once when it is, and early when the waiting
  /// task is cancelled.
  ///
  /// What waits for the user waits here too: while a leave guard's question or a guard's flow
  /// (a sign-in) is open, this returns only after the user has answered it, so answer it from
  /// another task, or await the one answer with ``waitUntilAnswered(_:)``. With a host
  /// attached, the host must show the steps for this to return.
  public func waitUntilSettled() async {
    let waiter = machine.newWaiter()
    guard machine.waitUntilSettled(waiter) else { return }
    _ = await suspendCancellably(waiter)
  }

  /// Lets the callers of ``waitUntilSettled()`` go on, once settled.
  func resumeSettleWaiters() {
    perform(machine.resumeSettled())
  }
}
