/// Leave guards, live: a synchronous request never removes a guarded screen (it is refused and
/// changes nothing), an `async` request asks the screen's coordinator first and says whether it
/// applied, and a user's attempt to leave is asked too. While a question is open, the machine
/// decides what else may change the navigation (see ``NavigatorMachine``).
extension Navigator {
  /// Whether a leave guard's question is open: until it is answered, requests that change
  /// screens are refused (see ``NavigationError/leaveQuestionOpen(screens:)``). See
  /// ``openLeaveQuestion`` for which question, and ``waitUntilAnswered(_:)`` to await its answer.
  public var isWaitingForLeaveAnswer: Bool { machine.isAsking }

  /// Marks screen `id` as holding unsaved changes, or clears the mark. See
  /// ``NavigationState/setLeaveGuard(_:for:)``; coordinators use
  /// ``FlowCoordinator/guardLeaving(_:)``.
  package func setLeaveGuard(_ isGuarded: Bool, for id: ScreenID) throws(NavigationError) {
    var state = machine.state
    try reportingRefusal { () throws(NavigationError) in
      try state.setLeaveGuard(isGuarded, for: id)
    }
    commit(state, cause: .request)
  }

  /// Returns once no leave guard's question is open and the user attempts held behind it have
  /// been taken up.
  package func waitForLeaveAnswers() async {
    while true {
      let waiter = machine.newWaiter()
      guard machine.waitForClose(waiter) else { return }
      _ = await suspend(waiter)
    }
  }

  /// The platform's back action on what is displayed, with the leave guards of the state: the
  /// event the host reports for Back, Esc or a blocked gesture: an attempt when the screen that
  /// would leave is guarded, the plain event otherwise; `nil` at the root, where there is no back.
  public var backNavigation: UserNavigation? {
    var displayed = displayedState
    displayed.guardBox = machine.state.guardBox
    let back = displayed.guardedBackNavigation
    // A coordinator's unsaved changes, as they are now.
    guard let hasUnsavedChanges = machine.hasUnsavedChanges, let back else { return back }
    switch back {
    case .wentBack:
      let top = displayed.topScreen
      if let owner = top.owner, hasUnsavedChanges(owner), displayed.isFlowsFirstScreen(top.id) {
        return .attemptedBack(from: top.id)
      }
    case .dismissedLayer(let id):
      if displayed.topStack.contains(where: {
        $0.owner.map(hasUnsavedChanges) == true && displayed.isFlowsFirstScreen($0.id)
      }) {
        return .attemptedDismissal(of: id)
      }
    default:
      break
    }
    return back
  }

  /// What a back swipe from screen `id` (the top of the top stack on display) does now: the
  /// platform's pop when nothing guards the screen; on a guarded screen, the attempt the host
  /// reports instead, asked of its coordinator as Back is, or nothing when the screen takes no
  /// swipe (``LeaveGuarding/allowsBackSwipe(from:)``) or a leave question is already open.
  /// Hosts ask it when the platform's swipe is about to begin (see ``BackSwipe``).
  public func backSwipe(from id: ScreenID) -> BackSwipe {
    guard isLeaveGuardedNow(id) else { return .pops }
    guard !isWaitingForLeaveAnswer else { return .doesNotBegin }
    if let owner = machine.state.screen(withID: id)?.owner, let owners,
      !owners.allowsBackSwipe(from: id, ownedBy: owner)
    {
      return .doesNotBegin
    }
    return .asks(.attemptedBack(from: id))
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
    var made: (proposal: NavigationState<Route>, result: Result)?
    return try await askBeforeLeaving(.awaited) { () throws(Failure) in
      var proposal = machine.state
      let result = try reportingAnyRefusal { () throws(Failure) in try body(&proposal) }
      made = (proposal, result)
      return proposal
    } proceed: { () throws(Failure) in
      guard let (proposal, result) = made else { return .kept }
      do throws(NavigationError) {
        // Its guarded screens were agreed to: only the lifecycle check remains.
        try commitRequest(proposal, animation: animation, overridingLeaveGuards: true)
      } catch {
        return .refused(error)
      }
      return .made(result)
    } kept: { (_) throws(Failure) in
      .kept
    }
  }
}

/// Observing the leave guards' questions, for tests and hosts: which question is open, and when
/// its answer has been applied.
extension Navigator {
  /// The leave guard's question open now, or `nil` when none is.
  public var openLeaveQuestion: LeaveQuestion? {
    guard let question = machine.question else { return nil }
    return LeaveQuestion(screens: question.screens, number: question.number)
  }

  /// Returns once `question` has been answered and what the answer allowed has been applied
  /// (the guarded screens left, or stayed); at once when it is no longer open, and early when
  /// the waiting task is cancelled. A question asked after it, such as one a user attempt held
  /// behind it asks, is not waited for.
  ///
  /// ```swift
  /// let question = try #require(navigator.openLeaveQuestion)
  /// try navigator.answerAlert(withActionID: "Discard")
  /// await navigator.waitUntilAnswered(question)
  /// ```
  public func waitUntilAnswered(_ question: LeaveQuestion) async {
    let waiter = machine.newWaiter()
    guard machine.waitForAnswer(to: question.number, waiter) else { return }
    _ = await suspendCancellably(waiter)
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

/// The Boolean leave guard, live (see ``LeaveGuarding/hasUnsavedChanges``).
extension Navigator {
  /// Marks every screen of `owner` as guarded while it has unsaved changes, or clears the mark.
  func setOwnerLeaveGuard(_ isGuarded: Bool, for owner: CoordinatorID) {
    var state = machine.state
    guard state.setOwnerLeaveGuard(isGuarded, for: owner) else { return }
    commit(state, cause: .request)
  }

  /// Whether screen `id` is guarded now: marked, or its coordinator has unsaved changes at this
  /// moment (a host reading the state sees the latter once the navigator has heard of it).
  package func isLeaveGuardedNow(_ id: ScreenID) -> Bool {
    machine.isGuarded(id)
  }
}
