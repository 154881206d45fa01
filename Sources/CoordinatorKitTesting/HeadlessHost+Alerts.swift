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
  /// let question = try await host.waitForAlert()
  /// #expect(question.title == "Discard changes?")
  /// ```
  ///
  /// - Parameter timeout: How long to wait before failing: ten seconds unless told.
  /// - Throws: ``HeadlessHostWaitError/timedOut(waitingFor:after:)`` when no alert showed in
  ///   time (the test fails instead of hanging), ``HeadlessHostWaitError/cancelled(waitingFor:)``
  ///   when the waiting task was cancelled first.
  public func waitForAlert(timeout: Duration = .seconds(10)) async throws(HeadlessHostWaitError)
    -> AlertState
  {
    if let alert = navigator.hosting.displayedState.alert { return alert }
    let navigator = navigator
    let outcome = await TimedWait.run(atMost: timeout) {
      await Self.alert(shownBy: navigator)
    }
    return try outcome.value(awaiting: "an alert", timeout: timeout)
  }

  /// Waits for an alert (see ``waitForAlert(timeout:)``) and taps its action `actionID`, as the
  /// user answers a question: the way a test answers an alert that appears on its own time.
  ///
  /// - Returns: The alert that was answered.
  /// - Throws: The errors of ``waitForAlert(timeout:)``, and
  ///   ``HeadlessHostWaitError/refused(_:)`` with the refusal of ``tapAlertAction(_:)`` (an
  ///   unknown action).
  @discardableResult
  public func answerAlert(tapping actionID: String, timeout: Duration = .seconds(10))
    async throws(HeadlessHostWaitError) -> AlertState
  {
    let alert = try await waitForAlert(timeout: timeout)
    do {
      try tapAlertAction(actionID)
    } catch {
      throw .refused(error)
    }
    return alert
  }

  /// The alert `navigator` displays, as soon as it displays one; `nil` when the waiting task
  /// is cancelled first.
  private static func alert(shownBy navigator: Navigator<Route>) async -> AlertState? {
    if let alert = navigator.hosting.displayedState.alert { return alert }
    guard !Task.isCancelled else { return nil }
    let wait = OneTimeWait<AlertState?>()
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
}
