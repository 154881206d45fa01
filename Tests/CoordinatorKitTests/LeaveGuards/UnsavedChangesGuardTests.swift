import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

/// A draft editor guarded by a Boolean: its screens are guarded while its model's text is not
/// empty, with no call after an edit.
@MainActor
private final class DraftFlow: Flow<String>, LeaveGuarding {
  let model = EventViewModel<Void, String>("") { _ in }
  var questions = 0

  var hasUnsavedChanges: Bool { !model.value.isEmpty }

  func start() throws(NavigationError) {
    try show("draft")
  }

  func makeModel(for route: String) -> EventViewModel<Void, String>? {
    model
  }

  func shouldLeave(_ screen: ScreenID) async -> Bool {
    questions += 1
    return await navigator.confirm("Discard changes?", action: "Discard", cancel: "Keep Editing")
  }
}

/// The app: it holds the draft flow while it runs.
@MainActor
private final class DraftApp: Coordinator {
  let node = CoordinatorNode()
  func start() {}
}

/// `LeaveGuarding.hasUnsavedChanges`: while it is true the coordinator's flow is guarded on every
/// path that would end it (its first screen leaving), and while it is false nothing is asked.
@MainActor
@Suite("The Boolean leave guard")
struct UnsavedChangesGuardTests {
  private let app = DraftApp()

  /// Home with a draft flow over it (pushed or in a sheet), shown by a headless host.
  private func draft(_ style: PresentationStyle, text: String) throws -> (
    Navigator<String>, HeadlessHost<String, Any>, DraftFlow, ScreenID
  ) {
    let navigator = Navigator(root: "home")
    let host = HeadlessHost(showingModelsOf: navigator)
    let flow = DraftFlow(navigator: navigator)
    try app.startAsRoot()
    try app.coordinate(to: flow, style: style)
    flow.model.value = text
    return (navigator, host, flow, navigator.state.topScreen.id)
  }

  /// Lets the main actor take up what was scheduled before (the navigator hearing of a change).
  private func letScheduledWorkRun() async {
    await Task { @MainActor in }.value
  }

  @Test func backAsksWhileThereAreUnsavedChanges() async throws {
    let (navigator, host, flow, screen) = try draft(.push, text: "Hello")
    #expect(navigator.backNavigation == .attemptedBack(from: screen))
    #expect(try host.swipeBack() == .awaitingConfirmation(screen))
    try await host.answerAlert(tapping: "Keep Editing")
    await navigator.waitUntilSettled()
    #expect(navigator.state.screens.map(\.route) == ["home", "draft"])

    #expect(try host.pressBack() == .awaitingConfirmation(screen))
    try await host.answerAlert(tapping: "Discard")
    await navigator.waitUntilSettled()
    #expect(navigator.state.screens.map(\.route) == ["home"])
    #expect(!flow.isRunning)
    #expect(flow.questions == 2)
  }

  @Test func theFlowsOwnScreensAboveItsFirstComeAndGoWithoutAsking() async throws {
    let (navigator, host, flow, first) = try draft(.modal(.sheet), text: "Hello")
    try flow.show("picker")
    let picker = navigator.state.topScreen.id
    await letScheduledWorkRun()
    #expect(!navigator.state.isLeaveGuarded(picker))
    #expect(navigator.state.isLeaveGuarded(first))
    #expect(navigator.state.leaveGuardedScreens == [first])
    #expect(navigator.backNavigation == .wentBack(to: first))
    try navigator.pop()  // the flow keeps its changes: nothing to ask
    #expect(try host.swipeDown() == .awaitingConfirmation(first))
    try await host.answerAlert(tapping: "Keep Editing")
    await navigator.waitUntilSettled()
    #expect(navigator.state.screens.map(\.route) == ["home", "draft"])
    #expect(flow.questions == 1)
  }

  @Test func aSwipeDownAsksWhileThereAreUnsavedChanges() async throws {
    let (navigator, host, flow, screen) = try draft(.modal(.sheet), text: "Hello")
    #expect(try host.swipeDown() == .awaitingConfirmation(screen))
    try await host.answerAlert(tapping: "Discard")
    await navigator.waitUntilSettled()
    #expect(navigator.state.modalDepth == 0)
    #expect(!flow.isRunning)
  }

  @Test func requestsAndLinksAreRefusedAndFinishingTheFlowAsks() async throws {
    let (navigator, host, flow, screen) = try draft(.modal(.sheet), text: "Hello")
    #expect(throws: NavigationError.leaveGuarded(screens: [screen])) {
      try navigator.update { try $0.dismiss() }
    }
    #expect(throws: FollowError.leaveGuarded(screens: [screen])) {
      try navigator.restore(NavigationTarget<String>([]))
    }
    #expect(try flow.finishFlow() != .ended)
    #expect(navigator.state.modalDepth == 1)
    #expect(flow.isRunning)
    // Answered, so its waiting task ends and nothing outlives the test.
    try await host.answerAlert(tapping: "Keep Editing")
    await navigator.waitUntilSettled()
    #expect(flow.isRunning)
  }

  @Test func withoutUnsavedChangesEveryPathLeavesWithoutAsking() async throws {
    let (navigator, _, flow, _) = try draft(.modal(.sheet), text: "")
    #expect(navigator.backNavigation == .dismissedLayer(containing: navigator.state.topScreen.id))
    #expect(try flow.finishFlow() == .ended)
    #expect(navigator.state.modalDepth == 0)

    let (_, _, pushed, _) = try draft(.push, text: "")
    try pushed.finishFlow()
    #expect(!pushed.isRunning)
    #expect(flow.questions == 0 && pushed.questions == 0)
  }

  @Test func theStateMarksTheScreensAndASavedStateKeepsTheGuard() async throws {
    let (navigator, _, flow, screen) = try draft(.modal(.sheet), text: "")
    #expect(!navigator.state.isLeaveGuarded(screen))
    flow.model.value = "Hello"
    await letScheduledWorkRun()
    #expect(navigator.state.isLeaveGuarded(screen), "hosts read it from the state")
    #expect(navigator.state.blocksInteractiveDismissal(atLevel: 1))

    let saved = try JSONEncoder().encode(navigator.state)
    let restored = try JSONDecoder().decode(NavigationState<String>.self, from: saved)
    #expect(restored.leaveGuardedScreens == [screen], "a restored draft keeps its guard")

    flow.model.value = ""
    await letScheduledWorkRun()
    #expect(!navigator.state.isLeaveGuarded(screen))
    #expect(navigator.state.leaveGuardedScreens.isEmpty)
  }
}
