import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// An app's test answers a leave guard's question and awaits exactly that answer, with public
/// API only; a gesture held behind the question asks again, and the test answers it in turn.
@MainActor
@Suite("An app's test awaits the answer it gave")
struct LeaveAnswerTests {
  @Test
  func theAnswerIsAppliedEvenWhenAHeldAttemptAsksAgain() async throws {
    let (host, app, editor, screen) = try notesAppWithAnEditedDraft()
    let navigator = host.navigator
    #expect(try host.swipeBack() == .awaitingConfirmation(screen))
    await waitForTheAlert(on: navigator)
    #expect(try host.pressBack() == .held, "a second Back waits behind the open question")
    let first = try #require(navigator.openLeaveQuestion)
    #expect(first.screens == [screen])

    try host.tapAlertAction("Keep")
    try await host.waitUntilAnswerApplied()
    #expect(navigator.state.topScreen.id == screen, "kept: the editor stays")
    let second = try #require(navigator.openLeaveQuestion, "the held Back asks again")
    #expect(second != first && second.screens == [screen])
    #expect(!navigator.isSettled)

    await waitForTheAlert(on: navigator)
    try host.tapAlertAction("Discard")
    try await host.waitUntilAnswerApplied()
    #expect(navigator.state.screens.map(\.route) == [.list])
    #expect(!editor.isRunning)
    #expect(editor.questionsAsked == 2)
    #expect(navigator.isSettled && app.isRunning)
  }

  @Test
  func theNavigatorAwaitsOneQuestionAnsweredOnTheAppsBehalf() async throws {
    let (host, app, editor, screen) = try notesAppWithAnEditedDraft(style: .modal(.sheet))
    let navigator = host.navigator
    #expect(try host.swipeDown() == .awaitingConfirmation(screen))
    #expect(navigator.isWaitingForLeaveAnswer)
    await waitForTheAlert(on: navigator)
    let question = try #require(navigator.openLeaveQuestion)

    let action = try navigator.answerAlert(withActionID: "Discard")
    #expect(action.role == .destructive)
    #expect(navigator.state.modalDepth == 1, "the answer is on its way, not applied yet")
    await navigator.waitUntilAnswered(question)
    #expect(navigator.state.modalDepth == 0)
    #expect(!navigator.isWaitingForLeaveAnswer && navigator.openLeaveQuestion == nil)
    #expect(!editor.isRunning && app.isRunning)
    await navigator.waitUntilAnswered(question)  // A closed question returns at once.
  }

  @Test func aQuestionNobodyAnswersFailsTheWaitWithinItsTimeout() async throws {
    let (host, app, editor, screen) = try notesAppWithAnEditedDraft()
    defer { withExtendedLifetime(app) {} }
    let navigator = host.navigator
    #expect(try host.swipeBack() == .awaitingConfirmation(screen))
    await waitForTheAlert(on: navigator)
    await #expect(
      throws: HeadlessHostWaitError.timedOut(
        waitingFor: "the answer to the question about 1 screen(s)", after: .milliseconds(50))
    ) {
      try await host.waitUntilAnswerApplied(timeout: .milliseconds(50))
    }
    #expect(navigator.openLeaveQuestion?.screens == [screen], "still asking: nothing changed")
    try host.tapAlertAction("Discard")
    try await host.waitUntilAnswerApplied(timeout: .seconds(3_600))
    #expect(navigator.state.screens.map(\.route) == [.list])
    #expect(!editor.isRunning)
  }

  @Test func aCancelledWaitForAnAnswerOrForSettlingReturnsEarly() async throws {
    let (host, app, _, screen) = try notesAppWithAnEditedDraft()
    defer { withExtendedLifetime(app) {} }
    let navigator = host.navigator
    #expect(try host.swipeBack() == .awaitingConfirmation(screen))
    let question = try #require(navigator.openLeaveQuestion)
    let answered = Task { await navigator.waitUntilAnswered(question) }
    let settled = Task { await navigator.waitUntilSettled() }
    for _ in 0..<3 { await Task.yield() }
    answered.cancel()
    settled.cancel()
    await answered.value
    await settled.value
    #expect(navigator.openLeaveQuestion == question, "the question stays open for an answer")
    // Answered, so the editor's question ends and nothing waits on for good.
    await waitForTheAlert(on: navigator)
    try host.tapAlertAction("Discard")
    try await host.waitUntilAnswerApplied(timeout: .seconds(3_600))
    #expect(navigator.isSettled)
  }

  @Test func answeringAnAlertThatIsNotThereIsRefusedAndChangesNothing() throws {
    let (host, _, _, _) = try notesAppWithAnEditedDraft()
    let navigator = host.navigator
    let before = navigator.state
    #expect(throws: NavigationError.noAlertShowing) {
      try navigator.answerAlert(withActionID: "OK")
    }
    try navigator.showAlert(AlertState(title: "Saved"))
    #expect(throws: NavigationError.unknownAlertAction(id: "Nope", available: ["OK"])) {
      try navigator.answerAlert(withActionID: "Nope")
    }
    #expect(navigator.state.alert?.title == "Saved")
    try navigator.answerAlert(withActionID: "OK")
    #expect(navigator.state == before)
  }
}
