/// The navigator's side of the seam with the owners of its screens (see ``ScreenHost``): how
/// many screens each owns, refusals of their explicit endings, the screens of owners that stop,
/// and ending a flow after asking.
extension Navigator: ScreenHost {
  func screenCount(ownedBy owner: CoordinatorID) -> Int {
    owners?.screenCount(ownedBy: owner) ?? 0
  }

  func forget(_ owner: CoordinatorID) {
    owners?.forget(owner)
  }

  func refuseIfScreensCannotLeave(ownedBy owner: CoordinatorID) throws(NavigationError) {
    if let alert = machine.state.alert, screenCount(ownedBy: owner) > 0 {
      throw refuse(.alertIsShowing(title: alert.title))
    }
  }

  func reportRefusal(_ refusal: NavigationError) {
    _ = refuse(refusal)
  }

  func removeScreens(ownedBy owners: Set<CoordinatorID>) {
    guard let removal = removal(ofScreensOwnedBy: owners) else { return }
    commit(removal, cause: .request)
  }

  func guardedScreens(leavingWith owners: () -> Set<CoordinatorID>) -> [ScreenID] {
    guard machine.mayGuard, let removal = removal(ofScreensOwnedBy: owners()) else { return [] }
    return machine.guardedScreens(removedBy: removal)
  }

  func refuseToEndWithoutAsking(_ owner: CoordinatorID, with owners: () -> Set<CoordinatorID>)
    throws(NavigationError)
  {
    try refuseWhileAsking(owner: owner, overridingLeaveGuards: false)
    if machine.mayGuard, let removal = removal(ofScreensOwnedBy: owners()),
      let refusal = machine.leaveGuardRefusal(removing: removal)
    {
      throw refuse(refusal)
    }
  }

  func endAfterAsking(
    _ owner: CoordinatorID, isRunning: @escaping () -> Bool,
    with owners: @escaping () -> Set<CoordinatorID>, end: @escaping () -> Void
  ) throws(NavigationError) -> LeaveQuestion? {
    guard isRunning() else { return nil }
    if let question = machine.question, flowEndings[owner] == question.asker {
      // This flow's own question (its alert shows): asked once, however often Cancel is tapped.
      return LeaveQuestion(screens: question.screens, number: question.number)
    }
    try refuseIfScreensCannotLeave(ownedBy: owner)
    if let question = machine.question {
      throw refuse(.leaveQuestionOpen(screens: question.screens))
    }
    func propose() throws(NavigationError) -> NavigationState<Route>? {
      guard isRunning() else { return nil }
      // An alert shown while the question was open stays: the flow does not end under it.
      try refuseIfScreensCannotLeave(ownedBy: owner)
      guard machine.mayGuard else { return nil }
      return removal(ofScreensOwnedBy: owners())
    }
    let asker = machine.newWaiter()
    let step = machine.check(try propose(), by: asker, .awaited)
    guard case .ask = step, let question = machine.question else {
      perform(machine.finish(asker))
      end()
      return nil
    }
    flowEndings[owner] = asker
    // The machine holds the question until the task finishes it: the navigator is not settled
    // meanwhile, so waiting until settled waits for the answer and the ending.
    Task { [weak self] in
      guard let self else { return }
      defer { flowEndings[owner] = nil }
      _ = try? await askBeforeLeaving(.awaited, asker: asker, from: step, propose: propose) {
        () throws(NavigationError) in
        if isRunning() { end() }
      } kept: { (_) throws(NavigationError) in
      }
    }
    return LeaveQuestion(screens: question.screens, number: question.number)
  }

  /// The state without the screens of `owners` (and what is above them), or `nil` when they own
  /// none.
  private func removal(ofScreensOwnedBy owners: Set<CoordinatorID>) -> NavigationState<Route>? {
    let count = owners.reduce(0) { $0 + screenCount(ownedBy: $1) }
    guard count > 0 else { return nil }
    return machine.state.removingScreens(ownedBy: owners, count: count)
  }
}
