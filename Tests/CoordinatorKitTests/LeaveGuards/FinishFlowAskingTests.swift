import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// A composer whose draft is its screen's model value; it asks "Discard changes?" before its
/// guarded screen leaves.
@MainActor
private final class ComposerFlow: Flow<String>, LeaveGuarding {
  var questions = 0

  func start() throws(NavigationError) {
    try show("composer")
  }

  func makeModel(for route: String) -> EventViewModel<Void, String>? {
    EventViewModel<Void, String>("") { [weak self] in _ = try? self?.finishFlow() }
  }

  func shouldLeave(_ screen: ScreenID) async -> Bool {
    questions += 1
    return await navigator.confirm("Discard changes?", action: "Discard", cancel: "Keep Editing")
  }
}

/// The app: it holds the composer while it runs.
@MainActor
private final class AppRoot: Coordinator {
  let node = CoordinatorNode()
  func start() {}
}

/// Ending a flow after asking, as the user's Cancel does: it returns at once, the navigator holds
/// the question, and waiting until settled waits for the answer and the ending.
@MainActor
@Suite("Finishing a flow after asking")
struct FinishFlowAfterAskingTests {
  /// Home with a composer presented over it, shown by a headless host.
  private let app = AppRoot()

  private func presentedComposer(guarded: Bool) throws -> (
    Navigator<String>, HeadlessHost<String, Any>, ComposerFlow, ScreenID
  ) {
    let navigator = Navigator(root: "home")
    let host = HeadlessHost(showingModelsOf: navigator)
    let composer = ComposerFlow(navigator: navigator)
    try app.startAsRoot()
    try app.coordinate(to: composer, style: .modal(.sheet))
    let screen = navigator.state.topScreen.id
    if guarded { try composer.guardLeaving(screen) }
    return (navigator, host, composer, screen)
  }

  @Test func aFlowWithNothingGuardedEndsAtOnce() throws {
    let (navigator, _, composer, _) = try presentedComposer(guarded: false)
    #expect(try composer.finishFlow() == .ended)
    #expect(!composer.isRunning)
    #expect(navigator.state.modalDepth == 0)
    #expect(navigator.openLeaveQuestion == nil)
  }

  @Test func aGuardedFlowAsksAndTheNavigatorHoldsTheQuestion() async throws {
    let (navigator, host, composer, screen) = try presentedComposer(guarded: true)
    let ending = try composer.finishFlow()
    let question = try #require(navigator.openLeaveQuestion)
    #expect(ending == .asking(question))
    #expect(question.screens == [screen])
    #expect(!navigator.isSettled, "the question is on its way")
    #expect(composer.isRunning, "nothing ends before the answer")
    #expect(navigator.state.modalDepth == 1)
    // Answered, so its waiting task ends and nothing outlives the test.
    try await host.answerAlert(tapping: "Keep Editing")
    await navigator.waitUntilSettled()
  }

  @Test func discardingEndsTheFlowAndReleasesItsCoordinatorAndModel() async throws {
    let (navigator, host, composer, _) = try presentedComposer(guarded: true)
    let leaks = LeakTracker()
    leaks.track(composer, as: "composer")
    leaks.track(try #require(host.topModel(EventViewModel<Void, String>.self)), as: "its model")
    host.topModel(EventViewModel<Void, String>.self)?.send()  // the user taps Cancel
    try await host.answerAlert(tapping: "Discard")
    await navigator.waitUntilSettled()
    #expect(navigator.state.modalDepth == 0)
    #expect(!composer.isRunning)
    #expect(navigator.isSettled)
    _ = consume composer
    leaks.expectAllReleased()
  }

  @Test func keepingEditingKeepsTheFlow() async throws {
    let (navigator, host, composer, screen) = try presentedComposer(guarded: true)
    #expect(try composer.finishFlow() != .ended)
    try await host.answerAlert(tapping: "Keep Editing")
    await navigator.waitUntilSettled()
    #expect(composer.isRunning)
    #expect(navigator.state.modalDepth == 1)
    #expect(navigator.state.isLeaveGuarded(screen))
    #expect(navigator.state.alert == nil)
  }

  @Test func askingAgainWhileAskingDoesNotAskTwice() async throws {
    let (navigator, host, composer, _) = try presentedComposer(guarded: true)
    let first = try composer.finishFlow()
    _ = try await host.waitForAlert()
    let second = try composer.finishFlow()
    #expect(second == first, "the same question")
    try await host.answerAlert(tapping: "Keep Editing")
    await navigator.waitUntilSettled()
    #expect(composer.questions == 1)
    #expect(navigator.state.alert == nil, "no second question")
    #expect(composer.isRunning)
  }

  @Test func anotherQuestionOpenRefusesAndChangesNothing() async throws {
    let (navigator, host, composer, screen) = try presentedComposer(guarded: true)
    #expect(try host.swipeDown() == .awaitingConfirmation(screen))
    let question = try #require(navigator.openLeaveQuestion)
    #expect(throws: NavigationError.leaveQuestionOpen(screens: question.screens)) {
      try composer.finishFlow()
    }
    try await host.answerAlert(tapping: "Keep Editing")
    await navigator.waitUntilSettled()
    #expect(composer.questions == 1)
    #expect(composer.isRunning)
  }

  @Test func anAlertOverItsScreensRefusesAndChangesNothing() throws {
    let (navigator, _, composer, _) = try presentedComposer(guarded: true)
    try navigator.showAlert(AlertState(title: "Sync finished")) { _ in }
    #expect(throws: NavigationError.alertIsShowing(title: "Sync finished")) {
      try composer.finishFlow()
    }
    #expect(navigator.openLeaveQuestion == nil)
    #expect(composer.isRunning)
  }
}
