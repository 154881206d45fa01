/// The rule of asking before leaving, once for every asked change (see ``AskStep``): a change
/// that would remove screens with unsaved changes asks their coordinators in turn, top first,
/// one question at a time; if all agree it is made to the state as it is then, after asking
/// about any screen guarded meanwhile; if one keeps its screen nothing changes.
extension NavigatorMachine {
  /// Asked change `asker` starts: it proposes now, or waits while another change's question is
  /// open (a user attempt is held in order, an awaited change waits for the close).
  func begin(_ asker: WaiterID, _ kind: AskerKind) -> AskStep {
    guard let question, question.asker != asker else { return .propose }
    wait(asker, kind)
    return .wait
  }

  /// The check, first and after every answer: `proposal` is `asker`'s change made to the state
  /// as it is now (`nil`: it removes nothing). It proceeds when it removes no guarded screen
  /// that its coordinator has not agreed to; otherwise the question opens (or, after an answer,
  /// asks about the screens guarded meanwhile, under the next number) and the first coordinator
  /// is asked. While another change's question is open, the change waits instead.
  func check(
    _ proposal: NavigationState<Route>?, by asker: WaiterID, _ kind: AskerKind
  ) -> AskStep {
    if let question, question.asker != asker {
      wait(asker, kind)
      return .wait
    }
    heldAttempts.removeAll { $0 == asker }
    var guarded: [ScreenID] = []
    if let proposal { guarded = guardedScreens(removedBy: proposal) }
    let agreed = question?.agreed ?? []
    if !agreed.isEmpty { guarded.removeAll(where: agreed.contains) }
    guard !guarded.isEmpty else { return .proceed }
    questionNumber += 1
    let owners = guarded.compactMap { state.screen(withID: $0)?.owner }
    question = OpenQuestion(
      asker: asker, number: questionNumber, screens: guarded, owners: Set(owners), agreed: agreed)
    return nextQuestion()
  }

  /// The asked coordinator's answer about the screen `asker` asked about: a "keep" keeps
  /// everything as it is; a "leave" moves on to the next guarded screen, and once all agreed,
  /// to the re-check (``AskStep/propose``).
  func answer(_ agrees: Bool, by asker: WaiterID) -> AskStep {
    guard var question, question.asker == asker else { return .kept(screens: []) }
    guard agrees else { return .kept(screens: question.screens) }
    question.position += 1
    self.question = question
    return nextQuestion()
  }

  /// The next screen to ask about. A screen that is no longer guarded when its turn comes is
  /// not asked about and not counted as agreed, so a guard set on it again before the change is
  /// made is asked about; a screen without a coordinator is agreed without asking.
  private func nextQuestion() -> AskStep {
    guard var question else { return .proceed }
    defer { self.question = question }
    while question.position < question.screens.count {
      let screen = question.screens[question.position]
      guard isGuarded(screen) else {
        question.position += 1
        continue
      }
      question.agreed.insert(screen)
      guard let owner = state.screen(withID: screen)?.owner else {
        question.position += 1
        continue
      }
      return .ask(screen, owner: owner)
    }
    return .propose
  }

  /// Asked change `asker` is over (made, kept, refused or abandoned): it leaves every list, and
  /// the question it opened closes. What waited behind that question follows, in order: the
  /// held user attempts (one that asks again keeps the rest held), then those awaiting this
  /// question's answer, then the changes waiting for the close, which propose again.
  func finish(_ asker: WaiterID) -> [NavigatorEffect] {
    heldAttempts.removeAll { $0 == asker }
    gateWaiters.removeAll { $0 == asker }
    guard let closed = question, closed.asker == asker else { return [] }
    question = nil
    var effects = heldAttempts.map(NavigatorEffect.takeUp)
    for waiter in answerWaiters where waiter.question <= closed.number {
      effects.append(.resume(waiter.waiter, .proceed))
    }
    answerWaiters.removeAll { $0.question <= closed.number }
    effects += gateWaiters.map { .resume($0, .proceed) }
    gateWaiters = []
    return effects
  }

  /// Waiter `waiter` awaits the answer of question number `number`: whether it must wait (the
  /// question is the one open now).
  func waitForAnswer(to number: Int, _ waiter: WaiterID) -> Bool {
    guard let question, question.number == number else { return false }
    answerWaiters.append((number, waiter))
    return true
  }

  /// Waiter `waiter` waits until no question is open: whether it must wait.
  func waitForClose(_ waiter: WaiterID) -> Bool {
    guard question != nil else { return false }
    gateWaiters.append(waiter)
    return true
  }

  /// Holds a user attempt, or makes an awaited change wait, behind the open question.
  private func wait(_ asker: WaiterID, _ kind: AskerKind) {
    switch kind {
    case .userAttempt:
      if !heldAttempts.contains(asker) { heldAttempts.append(asker) }
    case .awaited:
      if !gateWaiters.contains(asker) { gateWaiters.append(asker) }
    }
  }
}
