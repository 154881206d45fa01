import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// Whether the navigator has anything on its way, as an app's test (or a script) asks before
/// asserting: a step the host has yet to show, a target being opened, a question open.
@MainActor
@Suite("An app's test awaits a settled navigator")
struct SettlingTests {
  @Test
  func itSettlesOnceTheHostHasShownEveryStep() async throws {
    let navigator = Navigator(root: NotesRoute.list)
    let host = NotesHost(navigator: navigator)
    host.showsStepsAutomatically = false
    #expect(navigator.isSettled)
    try navigator.update { try $0.push(.settings) }
    #expect(!navigator.isSettled, "the push is on its way to the screen")

    let waiting = Task { await navigator.waitUntilSettled() }
    #expect(host.showNextStep())
    await waiting.value
    #expect(navigator.isSettled)
    #expect(navigator.hosting.displayedState == navigator.state)
  }

  @Test
  func aLeaveQuestionKeepsItUnsettledUntilTheAnswerIsApplied() async throws {
    let (host, app, editor, screen) = try notesAppWithAnEditedDraft()
    let navigator = host.navigator
    #expect(navigator.isSettled)
    #expect(try host.swipeBack() == .awaitingConfirmation(screen))
    #expect(!navigator.isSettled, "the editor is being asked")
    await waitForTheAlert(on: navigator)
    #expect(!navigator.isSettled, "the user is being asked")

    let waiting = Task { await navigator.waitUntilSettled() }
    try host.tapAlertAction("Discard")
    await waiting.value
    #expect(navigator.state.screens.map(\.route) == [.list])
    #expect(navigator.isSettled)
    #expect(!editor.isRunning && app.isRunning)
  }

  @Test
  func aTargetWaitingForAGuardsFlowKeepsItUnsettledUntilItIsOpened() async throws {
    let navigator = Navigator(root: NotesRoute.list)
    let tabs = TabsCoordinator(navigator: navigator)
    try tabs.startAsRoot()
    let settings = try #require(tabs.children.last as? SettingsCoordinator)
    let host = NotesHost(navigator: navigator)
    let target = NavigationTarget<NotesRoute>(
      [.init(.account, style: .push), .init(.security, style: .push)], inTab: "settings")
    let opening = Task { try await navigator.open(target) }
    for _ in 0..<100 where !settings.isAskingToSignIn {
      await Task.yield()
    }
    try #require(settings.isAskingToSignIn)
    #expect(navigator.isOpeningTarget && navigator.hosting.currentStep == nil)
    #expect(!navigator.isSettled, "the link waits for the sign-in")

    let waiting = Task { await navigator.waitUntilSettled() }
    settings.finishSignIn()
    await waiting.value
    #expect(navigator.isSettled && !navigator.isOpeningTarget)
    #expect(navigator.state.topStack.map(\.route) == [.settings, .account, .security])
    #expect(host.navigator.hosting.displayedState == navigator.state)
    try await opening.value
  }
}
