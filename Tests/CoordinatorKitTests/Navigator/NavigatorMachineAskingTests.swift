import Testing

@testable import CoordinatorKit

/// The one rule of asking before leaving, as "input → effects": which coordinator is asked
/// about which screen, the re-check after an answer, one question at a time, and who goes on
/// when it closes.
@MainActor
@Suite("Navigator machine: asking before leaving")
struct NavigatorMachineAskingTests {
  private let editor = CoordinatorID("editor")
  private let notes = CoordinatorID("notes")

  /// Home, an editor screen (owned by `editor`, guarded) and a notes screen over it (owned by
  /// `notes`, guarded when `notesGuarded`).
  private func machine(notesGuarded: Bool = true) throws -> (
    NavigatorMachine<String>, editorScreen: ScreenID, notesScreen: ScreenID
  ) {
    var state = NavigationState(root: "home")
    let editorScreen = try state.push("editor", owner: editor)
    let notesScreen = try state.push("notes", owner: notes)
    try state.setLeaveGuard(true, for: editorScreen)
    if notesGuarded { try state.setLeaveGuard(true, for: notesScreen) }
    return (NavigatorMachine(state), editorScreen, notesScreen)
  }

  /// The state back at its root.
  private func reset(_ machine: NavigatorMachine<String>) throws -> NavigationState<String> {
    var state = machine.state
    _ = try state.popToRoot()
    return state
  }

  @Test func aChangeRemovingNoGuardedScreenProceedsWithoutAQuestion() throws {
    let (machine, _, _) = try machine()
    let asker = machine.newWaiter()
    var pushed = machine.state
    try pushed.push("more")
    #expect(machine.begin(asker, .awaited) == .propose)
    #expect(machine.check(pushed, by: asker, .awaited) == .proceed)
    #expect(machine.check(nil, by: asker, .awaited) == .proceed, "a change removing nothing")
    #expect(!machine.isAsking)
    #expect(machine.finish(asker).isEmpty)
  }

  @Test func guardedScreensAreAskedTopFirstThenTheChangeIsCheckedAgain() throws {
    let (machine, editorScreen, notesScreen) = try machine()
    let asker = machine.newWaiter()
    let proposal = try reset(machine)
    #expect(machine.check(proposal, by: asker, .awaited) == .ask(notesScreen, owner: notes))
    #expect(machine.question?.screens == [notesScreen, editorScreen])
    #expect(machine.question?.owners == [editor, notes])
    #expect(machine.question?.number == 1)
    #expect(machine.answer(true, by: asker) == .ask(editorScreen, owner: editor))
    #expect(machine.answer(true, by: asker) == .propose, "all agreed: the re-check")
    #expect(machine.check(proposal, by: asker, .awaited) == .proceed)
    #expect(machine.isAsking, "open until the change is made")
    #expect(machine.finish(asker).isEmpty)
    #expect(!machine.isAsking)
  }

  @Test func aKeptScreenKeepsEverything() throws {
    let (machine, editorScreen, notesScreen) = try machine()
    let asker = machine.newWaiter()
    #expect(
      machine.check(try reset(machine), by: asker, .awaited) == .ask(notesScreen, owner: notes))
    #expect(machine.answer(false, by: asker) == .kept(screens: [notesScreen, editorScreen]))
    #expect(machine.finish(asker).isEmpty)
    #expect(!machine.isAsking)
  }

  @Test func aScreenGuardedMeanwhileIsAskedAboutInTheNextQuestion() throws {
    let (machine, editorScreen, notesScreen) = try machine(notesGuarded: false)
    let asker = machine.newWaiter()
    let proposal = try reset(machine)
    #expect(machine.check(proposal, by: asker, .awaited) == .ask(editorScreen, owner: editor))
    try machine.state.setLeaveGuard(true, for: notesScreen)  // typed into meanwhile
    #expect(machine.answer(true, by: asker) == .propose)
    #expect(machine.check(proposal, by: asker, .awaited) == .ask(notesScreen, owner: notes))
    #expect(machine.question?.screens == [notesScreen], "the agreed editor is not asked again")
    #expect(machine.question?.number == 2)
    #expect(machine.answer(true, by: asker) == .propose)
    #expect(machine.check(proposal, by: asker, .awaited) == .proceed)
  }

  @Test func aScreenNoLongerGuardedIsNotAskedNorCountedAsAgreed() throws {
    let (machine, editorScreen, notesScreen) = try machine()
    let asker = machine.newWaiter()
    let proposal = try reset(machine)
    #expect(machine.check(proposal, by: asker, .awaited) == .ask(notesScreen, owner: notes))
    try machine.state.setLeaveGuard(false, for: editorScreen)  // saved meanwhile
    #expect(machine.answer(true, by: asker) == .propose, "the editor is not asked")
    try machine.state.setLeaveGuard(true, for: editorScreen)  // and typed into again
    #expect(machine.check(proposal, by: asker, .awaited) == .ask(editorScreen, owner: editor))
  }

  @Test func aGuardedScreenWithoutACoordinatorIsAgreedWithoutAsking() throws {
    var state = NavigationState(root: "home")
    let draft = try state.push("draft")
    try state.setLeaveGuard(true, for: draft)
    let machine = NavigatorMachine(state)
    let asker = machine.newWaiter()
    var popped = state
    _ = try popped.pop()
    #expect(machine.check(popped, by: asker, .awaited) == .propose)
    #expect(machine.question?.screens == [draft])
    #expect(machine.check(popped, by: asker, .awaited) == .proceed)
  }

  @Test func whileAQuestionIsOpenAttemptsAreHeldAndOtherChangesWait() throws {
    let (machine, editorScreen, notesScreen) = try machine()
    let asker = machine.newWaiter()
    #expect(
      machine.check(try reset(machine), by: asker, .awaited) == .ask(notesScreen, owner: notes))
    let first = machine.newWaiter()
    let second = machine.newWaiter()
    let awaited = machine.newWaiter()
    let answerWaiter = machine.newWaiter()
    #expect(machine.begin(first, .userAttempt) == .wait)
    #expect(machine.begin(second, .userAttempt) == .wait)
    #expect(machine.begin(awaited, .awaited) == .wait)
    #expect(machine.waitForAnswer(to: 1, answerWaiter) == true)
    let waitsForAnother = machine.waitForAnswer(to: 2, machine.newWaiter())
    #expect(!waitsForAnother, "no such question is open")
    #expect(machine.answer(false, by: asker) == .kept(screens: [notesScreen, editorScreen]))
    #expect(
      machine.finish(asker) == [
        .takeUp(first), .takeUp(second), .resume(answerWaiter, .proceed),
        .resume(awaited, .proceed),
      ], "held attempts in order, then those awaiting the answer, then those waiting")
  }

  @Test func anAttemptThatAsksAgainKeepsTheRestHeld() throws {
    let (machine, editorScreen, notesScreen) = try machine()
    let asker = machine.newWaiter()
    var popped = machine.state
    _ = try popped.pop()
    #expect(machine.check(popped, by: asker, .awaited) == .ask(notesScreen, owner: notes))
    let first = machine.newWaiter()
    let second = machine.newWaiter()
    #expect(machine.begin(first, .userAttempt) == .wait)
    #expect(machine.begin(second, .userAttempt) == .wait)
    #expect(machine.answer(false, by: asker) == .kept(screens: [notesScreen]))
    #expect(machine.finish(asker) == [.takeUp(first), .takeUp(second)])
    // The first attempt, taken up, asks about the whole stack.
    #expect(
      machine.check(try reset(machine), by: first, .userAttempt) == .ask(notesScreen, owner: notes))
    #expect(machine.check(popped, by: second, .userAttempt) == .wait, "still held")
    #expect(machine.question?.screens == [notesScreen, editorScreen])
    #expect(machine.answer(false, by: first) == .kept(screens: [notesScreen, editorScreen]))
    #expect(machine.finish(first) == [.takeUp(second)])
    #expect(machine.check(popped, by: second, .userAttempt) == .ask(notesScreen, owner: notes))
  }

  @Test func aCancelledWaiterStopsWaitingOnce() throws {
    let (machine, _, notesScreen) = try machine()
    let asker = machine.newWaiter()
    #expect(
      machine.check(try reset(machine), by: asker, .awaited) == .ask(notesScreen, owner: notes))
    let link = machine.newWaiter()
    #expect(machine.begin(link, .awaited) == .wait)
    #expect(machine.cancel(link) == [.resume(link, .cancelled)])
    #expect(machine.cancel(link).isEmpty, "no longer waiting")
    #expect(machine.finish(asker).isEmpty, "nobody is left to resume")
  }

  @Test func cancelledAnswerAndSettleWaitersLeaveAndResumeOnce() throws {
    let (machine, _, notesScreen) = try machine()
    let asker = machine.newWaiter()
    #expect(
      machine.check(try reset(machine), by: asker, .awaited) == .ask(notesScreen, owner: notes))
    let answer = machine.newWaiter()
    let settle = machine.newWaiter()
    #expect(machine.waitForAnswer(to: machine.questionNumber, answer))
    #expect(machine.waitUntilSettled(settle))
    #expect(machine.cancel(answer) == [.resume(answer, .cancelled)])
    #expect(machine.cancel(settle) == [.resume(settle, .cancelled)])
    #expect(machine.cancel(answer).isEmpty && machine.cancel(settle).isEmpty, "resumed once")
    #expect(machine.answerWaiters.isEmpty && machine.settleWaiters.isEmpty)
  }

  @Test func anAnswerToAQuestionItDidNotAskKeepsEverything() throws {
    let (machine, _, _) = try machine()
    #expect(machine.answer(true, by: machine.newWaiter()) == .kept(screens: []))
  }
}
