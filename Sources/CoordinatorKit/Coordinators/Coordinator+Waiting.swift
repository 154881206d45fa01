extension Coordinator {
  /// Starts `child` as ``coordinate(to:style:)`` does, and returns once its flow has ended,
  /// however it ended: for code that continues after a flow (a guard's sign-in, a step of an
  /// onboarding). A result still goes only to the child's handler
  /// (``ResultCoordinator/reportingResult(to:)``), so it reaches the same code as when a link
  /// starts the child.
  ///
  /// ```swift
  /// try await coordinateUntilEnded(to: makeSignIn(), style: .modal(.sheet))
  /// return session.isSignedIn ? .satisfied : .cancelled
  /// ```
  ///
  /// Cancelling the waiting task ends the wait at once and ends the child's flow: it stops, its
  /// screens leave, and its result handler hears ``FlowResult/cancelled``. Unsaved changes are
  /// never discarded silently: when a screen of the flow is leave-guarded, its coordinator is
  /// asked first (as with ``FlowCoordinator/finishFlow(overridingLeaveGuards:)``), and a flow the user keeps
  /// goes on running, its handler still to hear how it ends. A task cancelled before the call
  /// does not start the child, and a child that already ran is ignored (as by
  /// ``coordinate(to:style:)``): nothing waits for a flow this call did not start.
  ///
  /// - Throws: the errors of ``coordinate(to:style:)`` when the child cannot start; nothing
  ///   waits then.
  public func coordinateUntilEnded(to child: some Coordinator, style: PresentationStyle = .push)
    async throws(NavigationError)
  {
    guard !Task.isCancelled, child.node.phase == .idle else { return }
    try coordinate(to: child, style: style)
    guard child.isRunning else { return }  // It ended while starting.
    let wait = FlowEndWait(child)
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        wait.begin(continuation)
      }
    } onCancel: {
      Task { @MainActor in wait.cancel() }
    }
  }
}
