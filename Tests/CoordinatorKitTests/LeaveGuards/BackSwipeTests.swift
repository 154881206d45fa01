import CoordinatorKit
import CoordinatorKitTesting
import NavigationTestSupport
import Testing

@MainActor
private final class SwipeApp: Coordinator {
  let node = CoordinatorNode(identifier: CoordinatorID("app"))
  func start() {}
}

/// A guarded screen keeps its back swipe: the swipe asks its coordinator, as Back does, and the
/// screen stays or leaves by the answer; a screen that takes no swipe says so.
@MainActor
@Suite("Back swipes on guarded screens")
struct BackSwipeTests {
  private struct Setup {
    let navigator: Navigator<String>
    let app: SwipeApp
    let editor: DiscardingEditor<String>
    let host: HeadlessHost<String, Never>
    let screen: ScreenID
  }

  /// Home with the editor pushed on it, guarded by a mark, shown by a headless host.
  private func guardedEditor(marked: Bool = true) throws -> Setup {
    let navigator = Navigator<String>(root: "home")
    let host = HeadlessHost<String, Never>(navigator: navigator)
    let app = SwipeApp()
    try app.startAsRoot()
    let editor = DiscardingEditor(navigator: navigator, route: "editor", marksItsScreen: marked)
    try app.coordinate(to: editor, style: .push)
    let screen = navigator.state.topScreen.id
    return Setup(navigator: navigator, app: app, editor: editor, host: host, screen: screen)
  }

  /// Lets the question's task run until its alert is up.
  private func waitForQuestion(on navigator: Navigator<String>) async throws {
    for _ in 0..<100 where navigator.state.alert == nil {
      await Task.yield()
    }
    try #require(navigator.state.alert?.title == "Discard changes?")
  }

  /// Answers the open question with `actionID` and waits until its answer is applied.
  private func answer(_ actionID: String, on navigator: Navigator<String>) async throws {
    try await waitForQuestion(on: navigator)
    let question = try #require(navigator.openLeaveQuestion)
    try navigator.answerAlert(withActionID: actionID)
    await navigator.waitUntilAnswered(question)
  }

  @Test func anUnguardedScreensSwipePops() throws {
    let setup = try guardedEditor(marked: false)
    #expect(setup.navigator.backSwipe(from: setup.screen) == .pops)
    try setup.host.swipeBack()
    #expect(setup.navigator.state.screens.map(\.route) == ["home"])
  }

  @Test func aGuardedScreensSwipeAsksAndKeepKeepsTheScreen() async throws {
    let setup = try guardedEditor()
    #expect(
      setup.navigator.backSwipe(from: setup.screen) == .asks(.attemptedBack(from: setup.screen)))
    #expect(try setup.host.swipeBack() == .awaitingConfirmation(setup.screen))
    #expect(setup.navigator.openLeaveQuestion?.screens == [setup.screen])
    try await answer("Keep", on: setup.navigator)
    #expect(setup.navigator.state.screens.map(\.route) == ["home", "editor"])
    #expect(setup.navigator.state.alert == nil)
  }

  @Test func aGuardedScreensSwipeAsksAndDiscardPopsIt() async throws {
    let setup = try guardedEditor()
    try setup.host.swipeBack()
    try await answer("Discard", on: setup.navigator)
    #expect(setup.navigator.state.screens.map(\.route) == ["home"])
    #expect(!setup.editor.isRunning, "the editor's flow ended with its screen")
  }

  @Test func unsavedChangesMakeTheSwipeAsk() async throws {
    let setup = try guardedEditor(marked: false)
    setup.editor.hasUnsavedChanges = true
    #expect(
      setup.navigator.backSwipe(from: setup.screen) == .asks(.attemptedBack(from: setup.screen)))
    try setup.host.swipeBack()
    try await answer("Keep", on: setup.navigator)
    #expect(setup.navigator.state.screens.map(\.route) == ["home", "editor"])
  }

  @Test func aScreenThatTakesNoSwipeDoesNotBeginOneAndBackStillAsks() async throws {
    let setup = try guardedEditor()
    setup.editor.takesSwipes = false
    #expect(setup.navigator.backSwipe(from: setup.screen) == .doesNotBegin)
    #expect(throws: NavigationError.self) { try setup.host.swipeBack() }
    #expect(setup.navigator.openLeaveQuestion == nil, "nothing was asked")
    #expect(setup.navigator.state.screens.map(\.route) == ["home", "editor"])
    #expect(try setup.host.pressBack() == .awaitingConfirmation(setup.screen))
    try await answer("Discard", on: setup.navigator)
    #expect(setup.navigator.state.screens.map(\.route) == ["home"])
  }

  @Test func aSwipeWhileTheQuestionIsOpenAsksNothingMore() async throws {
    let setup = try guardedEditor()
    try setup.host.swipeBack()
    // At once, before the question's alert is up: a second recognizer trying the same touch.
    #expect(setup.navigator.backSwipe(from: setup.screen) == .doesNotBegin)
    try await waitForQuestion(on: setup.navigator)
    #expect(setup.navigator.backSwipe(from: setup.screen) == .doesNotBegin)
    #expect(throws: NavigationError.self) { try setup.host.swipeBack() }
    try await answer("Keep", on: setup.navigator)
    // A held second attempt would ask again once the first is answered: let it, if it would.
    for _ in 0..<100 { await Task.yield() }
    #expect(setup.navigator.openLeaveQuestion == nil, "no second question follows the answer")
    #expect(setup.navigator.state.screens.map(\.route) == ["home", "editor"])
  }
}
