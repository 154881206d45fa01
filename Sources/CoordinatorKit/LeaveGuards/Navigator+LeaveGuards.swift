/// Leave guards, live: requests that would remove a guarded screen ask its coordinator first,
/// and requests that arrive meanwhile wait their turn.
extension Navigator {
  /// Whether a removal is waiting for a leave guard's answer; requests that change screens are
  /// held behind it, in order.
  package var isWaitingForLeaveAnswer: Bool { leaveDesk.question != nil }

  /// Why the most recent request held behind a leave guard could not be applied at its turn
  /// (the state it was meant for had changed), if one could not.
  package var lastHeldRequestFailure: NavigationError? { leaveDesk.lastHeldRequestFailure }

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

  /// Returns once no removal waits for a leave guard's answer.
  package func waitForLeaveAnswers() async {
    guard leaveDesk.question != nil else { return }
    await withCheckedContinuation { leaveDesk.waiters.append($0) }
  }

  /// The platform's back action on what is displayed, with the leave guards of the state: the
  /// event the host reports for Back, Esc or a blocked gesture: an attempt when the screen that
  /// would leave is guarded, the plain event otherwise; `nil` at the root, where there is no back.
  public var backNavigation: UserNavigation? {
    var displayed = displayedState
    displayed.guardBox = storedState.guardBox
    return displayed.guardedBackNavigation
  }

  /// Runs a request that changes screens and returns `whenHeld` when it waits for any answer.
  package func performGuarded<Result>(
    animation: TransitionAnimation = .everyStep, overridingLeaveGuards: Bool = false,
    owner: CoordinatorID? = nil, whenHeld: Result,
    _ body: @escaping @MainActor (inout NavigationState<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    try performGuarded(
      animation: animation, overridingLeaveGuards: overridingLeaveGuards, owner: owner,
      whenHeld: whenHeld, whenAsking: { _ in whenHeld }, body)
  }

  /// Runs a request that adds `screen`, whose identity is chosen before it is shown: a request
  /// held behind a leave guard returns the identity its screen will have.
  func adding(
    _ screen: Screen<Route>,
    _ add: @escaping @MainActor (inout NavigationState<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) -> ScreenID {
    try performGuarded(owner: screen.owner, whenHeld: screen.id) {
      (state) throws(NavigationError) in
      try add(&state)
      return screen.id
    }
  }

  /// Runs a request that changes screens: held while a removal waits for a leave guard, and put
  /// to the guard's coordinator first when it removes a guarded screen.
  ///
  /// - Parameters:
  ///   - owner: the coordinator the request shows a screen for; the coordinator being asked is
  ///     never held (it may show a confirmation screen).
  ///   - whenHeld: what the request returns when it waits behind another removal.
  ///   - whenAsking: what it returns when it waits for its own guarded screen's answer.
  func performGuarded<Result>(
    animation: TransitionAnimation = .everyStep, overridingLeaveGuards: Bool = false,
    owner: CoordinatorID? = nil, whenHeld: Result,
    whenAsking: @escaping @MainActor (ScreenID) -> Result,
    _ body: @escaping @MainActor (inout NavigationState<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    if let question = leaveDesk.question, !overridingLeaveGuards,
      !(owner.map(question.askedOwners.contains) ?? false)
    {
      question.held.append { [weak self] in
        do throws(NavigationError) {
          _ = try self?.performGuarded(
            animation: animation, whenHeld: whenHeld, whenAsking: whenAsking, body)
        } catch {
          self?.leaveDesk.lastHeldRequestFailure = error
        }
      }
      return whenHeld
    }
    var proposal = storedState
    let result = try reportingRefusal { () throws(NavigationError) in try body(&proposal) }
    if !overridingLeaveGuards {
      let guarded = storedState.guardedScreens(removedBy: proposal)
      if let first = guarded.first {
        ask(about: guarded) { [weak self] () throws(NavigationError) in
          _ = try self?.performGuarded(
            animation: animation, overridingLeaveGuards: true, whenHeld: whenHeld,
            whenAsking: whenAsking, body)
        }
        return whenAsking(first)
      }
    }
    commit(proposal, cause: .request, animation: animation)
    return result
  }

  /// Asks the coordinators of `guarded` in turn; when all agree, `proceed` runs. Then the
  /// requests held meanwhile run in order (one that asks again holds the rest behind it).
  func ask(about guarded: [ScreenID], then proceed: @escaping () throws(NavigationError) -> Void) {
    let owners = guarded.compactMap { storedState.screen(withID: $0)?.owner }
    let question = LeaveQuestion(screens: guarded, askedOwners: Set(owners))
    leaveDesk.question = question
    Task { [weak self] in
      let agreed = await self?.coordinatorsAgree(toRemove: guarded) ?? false
      guard let self else { return }
      self.leaveDesk.question = nil
      if agreed {
        do throws(NavigationError) {
          try proceed()
        } catch {
          self.leaveDesk.lastHeldRequestFailure = error
        }
      }
      var pending = question.held
      while !pending.isEmpty {
        if let next = self.leaveDesk.question {
          next.held += pending
          return
        }
        pending.removeFirst()()
      }
      if self.leaveDesk.question == nil {
        let waiters = self.leaveDesk.waiters
        self.leaveDesk.waiters = []
        for waiter in waiters { waiter.resume() }
      }
    }
  }

  /// Whether the coordinator of every screen in `guarded` that is still guarded agrees to let
  /// it go; a screen whose coordinator cannot be asked goes.
  func coordinatorsAgree(toRemove guarded: [ScreenID]) async -> Bool {
    for id in guarded where storedState.isLeaveGuarded(id) {
      guard let owner = storedState.screen(withID: id)?.owner,
        let coordinator = coordinators.coordinator(withID: owner) as? any LeaveGuarding,
        coordinator.isRunning
      else { continue }
      guard await coordinator.shouldLeave(id) else { return false }
    }
    return true
  }
}
