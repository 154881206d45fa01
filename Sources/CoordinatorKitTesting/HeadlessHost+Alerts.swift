import CoordinatorKit

/// Waiting for alerts, as a test waits for leave questions: an alert a coordinator shows from a
/// task of its own ("Discard changes?" asked by a leave guard, an `await navigator.alert(_:)`)
/// appears on its own time, so a test awaits it instead of polling.
extension HeadlessHost {
  /// Returns the alert this host displays, as soon as it displays one (at once when one is
  /// already displayed), with steps shown automatically.
  ///
  /// ```swift
  /// try host.swipeDown()  // a guarded sheet: its coordinator asks in a task of its own
  /// let question = await host.waitForAlert()
  /// #expect(question?.title == "Discard changes?")
  /// ```
  ///
  /// - Returns: The alert, or `nil` when the waiting task was cancelled first.
  public func waitForAlert() async -> AlertState? {
    if let alert = navigator.hosting.displayedState.alert { return alert }
    guard !Task.isCancelled else { return nil }
    let wait = AlertWait()
    let navigator = navigator
    let observation = navigator.observeChanges { _ in
      if let alert = navigator.hosting.displayedState.alert { wait.end(with: alert) }
    }
    let alert = await withTaskCancellationHandler {
      await withCheckedContinuation { wait.begin($0) }
    } onCancel: {
      Task { @MainActor in wait.end(with: nil) }
    }
    withExtendedLifetime(observation) {}  // It observes until the wait ends.
    return alert
  }

  /// Waits for an alert (see ``waitForAlert()``) and taps its action `actionID`, as the user
  /// answers a question: the way a test answers an alert that appears on its own time.
  ///
  /// - Returns: The alert that was answered.
  /// - Throws: `NavigationError/gestureDoesNotApply(reason:)` when the waiting task was
  ///   cancelled before an alert appeared, and the refusals of ``tapAlertAction(_:)`` (an
  ///   unknown action).
  @discardableResult
  public func answerAlert(tapping actionID: String) async throws(NavigationError) -> AlertState {
    guard let alert = await waitForAlert() else {
      throw .gestureDoesNotApply(reason: "the wait for an alert was cancelled before one showed")
    }
    try tapAlertAction(actionID)
    return alert
  }
}
