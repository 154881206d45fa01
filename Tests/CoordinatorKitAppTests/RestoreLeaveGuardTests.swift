import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// A restoration is a request like any other: it never removes a screen with unsaved changes
/// unasked, and it is refused while a leave question is open; overriding says so in its name.
@MainActor
@Suite("A restoration keeps screens with unsaved changes")
struct RestoreLeaveGuardTests {
  @Test
  func restoringOverAnEditedDraftIsRefusedAndChangesNothing() throws {
    let (host, _, editor, screen) = try notesAppWithAnEditedDraft()
    let navigator = host.navigator
    let before = navigator.state
    #expect(throws: FollowError.leaveGuarded(screens: [screen])) {
      try navigator.restore(NavigationTarget())
    }
    #expect(navigator.state == before)
    #expect(editor.isRunning && editor.questionsAsked == 0)
  }

  @Test
  func restoringOverridingLeaveGuardsDiscardsTheDraft() throws {
    let (host, app, editor, _) = try notesAppWithAnEditedDraft()
    let navigator = host.navigator
    try navigator.restore(NavigationTarget(), overridingLeaveGuards: true)
    #expect(navigator.state.screens.map(\.route) == [.list])
    #expect(!editor.isRunning && app.isRunning)
    #expect(editor.questionsAsked == 0)
  }

  @Test
  func restoringWhileALeaveQuestionIsOpenIsRefused() async throws {
    let (host, _, editor, screen) = try notesAppWithAnEditedDraft(style: .modal(.sheet))
    #expect(try host.swipeDown() == .awaitingConfirmation(screen))
    let asked = host.navigator.state
    #expect(throws: FollowError.leaveQuestionOpen(screens: [screen])) {
      try host.navigator.restore(NavigationTarget(), overridingLeaveGuards: false)
    }
    #expect(host.navigator.state == asked, "refused: the sheet and its question stay")

    await waitForTheAlert(on: host.navigator)
    try host.tapAlertAction("Keep")
    try await host.waitUntilAnswerApplied()
    #expect(host.navigator.state.topScreen.id == screen && editor.isRunning)
  }
}
