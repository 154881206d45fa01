/// Asking before leaving, performed: the one loop every asked change runs (an `async` request,
/// a flow ending after asking, a user's attempt, a link), each step decided by the machine (see
/// ``AskStep``).
extension Navigator {
  /// Makes a change that may remove screens with unsaved changes, asking their coordinators
  /// first: `propose` makes the change to the state as it is now (`nil` when it removes nothing),
  /// the machine checks it, the coordinators are asked in turn, and once all agree the change is
  /// proposed and checked again; then `proceed` makes it, or `kept` says what a coordinator kept.
  /// The question it opened closes when it returns, and what waited behind it follows.
  ///
  /// - Parameters:
  ///   - kind: how the change waits while another question is open.
  ///   - known: the asked change's identity, when it began before (a user's attempt).
  ///   - first: its first step, when it began before.
  ///   - cancellation: the error thrown when the waiting task is cancelled while it waits for
  ///     another question, or before it proposes; `nil` when cancelling does not end the wait.
  ///   - propose: the change, made to the state as it is now; it may run more than once.
  ///   - proceed: makes the change last proposed.
  ///   - kept: what the change came to when a coordinator kept its screen (those asked about).
  func askBeforeLeaving<Outcome, Failure: Error>(
    _ kind: AskerKind, asker known: WaiterID? = nil, from first: AskStep? = nil,
    cancelledWith cancellation: Failure? = nil,
    propose: () throws(Failure) -> NavigationState<Route>?,
    proceed: () throws(Failure) -> Outcome,
    kept: ([ScreenID]) throws(Failure) -> Outcome
  ) async throws(Failure) -> Outcome {
    let asker = known ?? machine.newWaiter()
    defer {
      perform(machine.finish(asker))
      resumeSettleWaiters()
    }
    var step = first ?? machine.begin(asker, kind)
    while true {
      switch step {
      case .wait:
        let resumption =
          cancellation == nil ? await suspend(asker) : await suspendCancellably(asker)
        if let cancellation, resumption == .cancelled { throw cancellation }
        step = .propose
      case .propose:
        if let cancellation, Task.isCancelled { throw cancellation }
        let proposal = try propose()
        step = machine.check(proposal, by: asker, kind)
      case .ask(let screen, let owner):
        let agrees = await owners?.shouldLeave(screen, ownedBy: owner) ?? true
        step = machine.answer(agrees, by: asker)
      case .proceed:
        return try proceed()
      case .kept(let screens):
        return try kept(screens)
      }
    }
  }

  /// Runs a user's attempt to leave (`body` removes what the user tried to leave): applied at
  /// once when it removes no guarded screen, asked of the guarded screens' coordinators first
  /// otherwise, and held while another question is open.
  func performAttempt(_ body: @escaping Attempt) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    let attempt = machine.newWaiter()
    guard machine.begin(attempt, .userAttempt) == .propose else {
      heldAttempts[attempt] = HeldAttempt(body: body)
      return .held
    }
    return try startAttempt(attempt, body)
  }

  /// Takes up a user's attempt held behind a question that closed.
  func takeUp(_ attempt: WaiterID) {
    guard let body = heldAttempts.removeValue(forKey: attempt)?.body else { return }
    // What the user tried to leave may have gone meanwhile: then there is nothing to do.
    _ = try? startAttempt(attempt, body)
  }

  /// Proposes user attempt `attempt` now: made at once when it removes no guarded screen, held
  /// again while another question is open, asked otherwise (the asking goes on in a task, and
  /// the host hears which screen is asked about).
  private func startAttempt(_ attempt: WaiterID, _ body: @escaping Attempt)
    throws(NavigationError) -> NavigationOutcome<Route>
  {
    var proposal = machine.state
    let outcome: NavigationOutcome<Route>
    do {
      outcome = try body(&proposal)
    } catch {
      perform(machine.finish(attempt))
      throw error
    }
    let step = machine.check(proposal, by: attempt, .userAttempt)
    if step == .wait {
      heldAttempts[attempt] = HeldAttempt(body: body)
      return .held
    }
    guard step != .proceed, let asked = machine.question?.screens.first else {
      commit(proposal, cause: .request)
      perform(machine.finish(attempt))
      return outcome
    }
    Task { [weak self] in
      guard let self else { return }
      var confirmed = machine.state
      _ = try? await askBeforeLeaving(.userAttempt, asker: attempt, from: step) {
        () throws(NavigationError) in
        confirmed = machine.state
        _ = try body(&confirmed)
        return confirmed
      } proceed: { () throws(NavigationError) in
        _ = commit(confirmed, cause: .request)
      } kept: { (_) throws(NavigationError) in
      }
    }
    return .awaitingConfirmation(asked)
  }
}
