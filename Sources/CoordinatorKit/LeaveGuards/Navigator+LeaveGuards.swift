/// Leave guards, live: a synchronous request never removes a guarded screen (it is refused and
/// changes nothing), an `async` request asks the screen's coordinator first and says whether it
/// applied, and a user's attempt to leave is asked too. While a question is open, the
/// ``LeaveGate`` decides what else may change the navigation.
extension Navigator {
  /// Whether a leave guard's question is open: until it is answered, requests that change
  /// screens are refused (see ``NavigationError/leaveQuestionOpen(screens:)``). See
  /// ``openLeaveQuestion`` for which question, and ``waitUntilAnswered(_:)`` to await its answer.
  public var isWaitingForLeaveAnswer: Bool { leaveGate.isAsking }

  /// Marks screen `id` as holding unsaved changes, or clears the mark. See
  /// ``NavigationState/setLeaveGuard(_:for:)``; coordinators use
  /// ``FlowCoordinator/guardLeaving(_:)``.
  package func setLeaveGuard(_ isGuarded: Bool, for id: ScreenID) throws(NavigationError) {
    var state = storedState
    try reportingRefusal { () throws(NavigationError) in
      try state.setLeaveGuard(isGuarded, for: id)
    }
    commit(state, cause: .request)
  }

  /// Returns once no leave guard's question is open and the user attempts queued behind it
  /// have been taken up.
  package func waitForLeaveAnswers() async {
    await leaveGate.waitUntilClosed()
  }

  /// The platform's back action on what is displayed, with the leave guards of the state: the
  /// event the host reports for Back, Esc or a blocked gesture: an attempt when the screen that
  /// would leave is guarded, the plain event otherwise; `nil` at the root, where there is no back.
  public var backNavigation: UserNavigation? {
    var displayed = displayedState
    displayed.guardBox = storedState.guardBox
    return displayed.guardedBackNavigation
  }

  /// Applies `body` to a copy of the state and makes the result the new state, after asking the
  /// coordinators of the guarded screens it removes (see ``LeaveGuarding``): the way to make a
  /// change that may meet unsaved changes ("cancel the draft", "close the flow").
  ///
  /// It first waits while another leave question is open. When the change removes guarded
  /// screens, their coordinators are asked in turn; if all agree, `body` is applied again to
  /// the state as it is then (the answer took time) and that change is made; if one keeps its
  /// screen, nothing changes. A screen guarded while the question was open is asked about too.
  ///
  /// ```swift
  /// if try await navigator.updateAfterAsking({ try $0.dismiss() }) == nil {
  ///   // The user kept the draft: the sheet stays.
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - animation: how the host animates the change.
  ///   - body: the change, made to a copy of the state; it may run more than once.
  /// - Returns: What `body` returned for the change that was made, or `nil` when a coordinator
  ///   kept its screen and nothing changed.
  /// - Throws: whatever `body` throws, or ``NavigationError/ownerNotRunning(screen:)`` when the
  ///   change brings back a screen whose coordinator is not running; the state is then unchanged.
  @discardableResult
  public func updateAfterAsking<Result, Failure: Error>(
    animation: TransitionAnimation = .everyStep,
    _ body: (inout NavigationState<Route>) throws(Failure) -> Result
  ) async throws -> Result? {
    try await askThenUpdate(animation: animation, body).value()
  }

  /// ``updateAfterAsking(animation:_:)``'s work: what it came to, a refusal of the change
  /// included, so a caller whose `body` throws only ``NavigationError`` keeps that type.
  func askThenUpdate<Result, Failure: Error>(
    animation: TransitionAnimation = .everyStep,
    _ body: (inout NavigationState<Route>) throws(Failure) -> Result
  ) async throws(Failure) -> AskedUpdate<Result> {
    var agreed: Set<ScreenID> = []
    while true {
      await leaveGate.waitUntilClosed()
      var proposal = storedState
      var result = try reportingAnyRefusal { () throws(Failure) in try body(&proposal) }
      let guarded = storedState.guardedScreens(removedBy: proposal).filter {
        !agreed.contains($0)
      }
      guard !guarded.isEmpty else {
        return commitAsked(consume proposal, result: result, animation: animation)
      }
      openQuestion(about: guarded)
      defer { leaveGate.close() }
      guard let agreedNow = await agreement(toRemove: guarded) else { return .kept }
      agreed.formUnion(agreedNow)
      // The answer took time: the change is made to the state as it is now, before anything
      // queued behind the question.
      proposal = storedState
      result = try reportingAnyRefusal { () throws(Failure) in try body(&proposal) }
      let guardedMeanwhile = storedState.guardedScreens(removedBy: proposal).filter {
        !agreed.contains($0)
      }
      if guardedMeanwhile.isEmpty {
        return commitAsked(consume proposal, result: result, animation: animation)
      }
    }
  }

  /// Makes an asked change, unless it brings in a screen whose coordinator is not running.
  private func commitAsked<Result>(
    _ proposal: consuming NavigationState<Route>, result: Result, animation: TransitionAnimation
  ) -> AskedUpdate<Result> {
    do {
      try refuseScreensWithoutRunningOwner(in: proposal)
    } catch {
      return .refused(error)
    }
    commit(consume proposal, cause: .request, animation: animation)
    return .made(result)
  }

  /// Runs `body` as a request from the app or from coordinator `owner`: refused while another
  /// removal's question is open (unless `owner` is being asked) and when it would remove a
  /// guarded screen, unless `overridingLeaveGuards`; applied at once otherwise.
  package func performRequest<Result>(
    animation: TransitionAnimation = .everyStep, overridingLeaveGuards: Bool = false,
    owner: CoordinatorID? = nil,
    _ body: (inout NavigationState<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    try refuseWhileAsking(owner: owner, overridingLeaveGuards: overridingLeaveGuards)
    var proposal = storedState
    let result = try reportingRefusal { () throws(NavigationError) in try body(&proposal) }
    try commitRequest(
      proposal, animation: animation, overridingLeaveGuards: overridingLeaveGuards)
    return result
  }

  /// Makes `proposal`, a request's change to the state, the new state: refused when it would
  /// bring in a screen whose coordinator is not running, or remove a guarded screen unless
  /// `overridingLeaveGuards`.
  func commitRequest(
    _ proposal: consuming NavigationState<Route>, animation: TransitionAnimation,
    overridingLeaveGuards: Bool
  ) throws(NavigationError) {
    try refuseScreensWithoutRunningOwner(in: proposal)
    if !overridingLeaveGuards, storedState.guardBox != nil {
      let guarded = storedState.guardedScreens(removedBy: proposal)
      if !guarded.isEmpty {
        let refusal = NavigationError.leaveGuarded(screens: guarded)
        reportRefusal(refusal)
        throw refusal
      }
    }
    commit(consume proposal, cause: .request, animation: animation)
  }

  /// Refuses `proposal`, a request's change, when it brings in a screen owned by a coordinator
  /// that is not running on this navigator (a saved state's screen whose flow stopped): such a
  /// screen would show with nothing behind it, and its flow would never stop. The one lifecycle
  /// check of every request; it costs what the request changes.
  func refuseScreensWithoutRunningOwner(in proposal: borrowing NavigationState<Route>)
    throws(NavigationError)
  {
    guard let screen = coordinators.screenWithoutRunningOwner(from: storedState, to: proposal)
    else { return }
    let refusal = NavigationError.ownerNotRunning(screen: screen)
    reportRefusal(refusal)
    throw refusal
  }

  /// Refuses a request from the app or from coordinator `owner` while the gate says so.
  func refuseWhileAsking(owner: CoordinatorID?, overridingLeaveGuards: Bool)
    throws(NavigationError)
  {
    let admission = leaveGate.admit(
      .request(owner: owner, overridingLeaveGuards: overridingLeaveGuards))
    if case .refuse(let refusal) = admission {
      reportRefusal(refusal)
      throw refusal
    }
  }

  /// Runs a user's attempt to leave (`body` removes what the user tried to leave): applied at
  /// once when it removes no guarded screen, asked of the guarded screens' coordinators first
  /// otherwise, and queued while another question is open.
  func performAttempt(
    _ body:
      @escaping @MainActor (inout NavigationState<Route>) throws(NavigationError) ->
      NavigationOutcome<Route>
  ) throws(NavigationError) -> NavigationOutcome<Route> {
    if leaveGate.admit(.userAttempt) == .queue {
      leaveGate.queue { [weak self] in _ = try? self?.performAttempt(body) }
      return .held
    }
    var proposal = storedState
    let outcome = try body(&proposal)
    let guarded = storedState.guardedScreens(removedBy: proposal)
    guard let first = guarded.first else {
      commit(proposal, cause: .request)
      return outcome
    }
    openQuestion(about: guarded)
    Task { [weak self] in
      guard let self else { return }
      defer { self.leaveGate.close() }
      var agreed: Set<ScreenID> = []
      var asking = guarded
      while true {
        guard let agreedNow = await self.agreement(toRemove: asking) else { return }
        agreed.formUnion(agreedNow)
        var confirmed = self.storedState
        // What the user tried to leave may have gone meanwhile: then there is nothing to do.
        guard (try? body(&confirmed)) != nil else { return }
        // A screen guarded while the question was open is asked about too, in the same question.
        asking = self.storedState.guardedScreens(removedBy: confirmed).filter {
          !agreed.contains($0)
        }
        guard !asking.isEmpty else {
          self.commit(confirmed, cause: .request)
          return
        }
        self.openQuestion(about: asking)
      }
    }
    return .awaitingConfirmation(first)
  }

  /// Opens the gate's question about `guarded`, asking their coordinators; the asker closes it
  /// once the answer is applied, so what was queued behind it comes after.
  func openQuestion(about guarded: [ScreenID]) {
    let owners = guarded.compactMap { storedState.screen(withID: $0)?.owner }
    leaveGate.open(asking: guarded, of: Set(owners))
  }

  /// The screens of `guarded` that may go, or `nil` when a coordinator keeps one: those whose
  /// coordinators agree, and those whose coordinators cannot be asked. A screen that is no
  /// longer guarded when its turn comes is not asked and not counted, so a guard set on it again
  /// before the change is made is asked about.
  func agreement(toRemove guarded: [ScreenID]) async -> Set<ScreenID>? {
    var agreed: Set<ScreenID> = []
    for id in guarded where storedState.isLeaveGuarded(id) {
      agreed.insert(id)
      guard let owner = storedState.screen(withID: id)?.owner,
        let coordinator = coordinators.coordinator(withID: owner) as? any LeaveGuarding,
        coordinator.isRunning
      else { continue }
      guard await coordinator.shouldLeave(id) else { return nil }
    }
    return agreed
  }
}

/// Observing the leave guards' questions, for tests and hosts: which question is open, and when
/// its answer has been applied.
extension Navigator {
  /// The leave guard's question open now, or `nil` when none is.
  public var openLeaveQuestion: LeaveQuestion? {
    guard leaveGate.isAsking else { return nil }
    return LeaveQuestion(screens: leaveGate.askedScreens, number: leaveGate.questionNumber)
  }

  /// Returns once `question` has been answered and what the answer allowed has been applied
  /// (the guarded screens left, or stayed); at once when it is no longer open. A question asked
  /// after it, such as one a user attempt held behind it asks, is not waited for.
  ///
  /// ```swift
  /// let question = try #require(navigator.openLeaveQuestion)
  /// try navigator.answerAlert(withActionID: "Discard")
  /// await navigator.waitUntilAnswered(question)
  /// ```
  public func waitUntilAnswered(_ question: LeaveQuestion) async {
    await leaveGate.waitUntilClosed(question: question.number)
  }
}

/// What a change made after asking came to: made (with what its body returned), kept by a
/// coordinator (nothing changed), or refused (nothing changed).
enum AskedUpdate<Result> {
  case made(Result)
  case kept
  case refused(NavigationError)

  /// What the body returned, `nil` when a coordinator kept its screen, or the refusal thrown.
  func value() throws(NavigationError) -> Result? {
    switch self {
    case .made(let result): return result
    case .kept: return nil
    case .refused(let refusal): throw refusal
    }
  }
}
