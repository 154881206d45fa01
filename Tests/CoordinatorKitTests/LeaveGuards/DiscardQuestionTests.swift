import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// A composer guarded by a Boolean that writes no `shouldLeave`: the guard asks its
/// `discardQuestion`, or "Discard changes?" when it names none.
@MainActor
private final class ComposerFlow: Flow<String>, LeaveGuarding {
  var text = ""
  let question: String?

  init(navigator: Navigator<String>, question: String?) {
    self.question = question
    super.init(navigator: navigator)
  }

  var hasUnsavedChanges: Bool { !text.isEmpty }
  var discardQuestion: String { question ?? "Discard changes?" }

  func start() throws(NavigationError) {
    try show("composer")
  }
}

/// The same composer naming no question at all: the protocol's default asks.
@MainActor
private final class PlainComposerFlow: Flow<String>,
  LeaveGuarding
{
  var text = ""
  var hasUnsavedChanges: Bool { !text.isEmpty }

  func start() throws(NavigationError) {
    try show("composer")
  }
}

/// The app holding the composer while it runs.
@MainActor
private final class ComposerApp: Coordinator {
  let node = CoordinatorNode()
  func start() {}
}

@MainActor
@Suite("A guard's default question")
struct DiscardQuestionTests {
  private let app = ComposerApp()

  @Test func aGuardWithoutShouldLeaveAsksItsDiscardQuestionAndKeepsTheScreenOnKeepEditing()
    async throws
  {
    let navigator = Navigator(root: "inbox")
    let host = HeadlessHost(showingModelsOf: navigator)
    let flow = ComposerFlow(navigator: navigator, question: "Discard draft?")
    try app.startAsRoot()
    try app.coordinate(to: flow, style: .sheet)
    flow.text = "Hello"

    #expect(try flow.finishFlow() != .ended)
    let alert = try await host.waitForAlert()
    #expect(alert.title == "Discard draft?")
    #expect(alert.actions.map(\.title) == ["Discard", "Keep Editing"])
    #expect(alert.actions.map(\.role) == [.destructive, .cancel])
    try await host.answerAlert(tapping: "Keep Editing")
    await navigator.waitUntilSettled()
    #expect(navigator.state.screens.map(\.route) == ["inbox", "composer"])
    #expect(flow.isRunning)

    #expect(try flow.finishFlow() != .ended)
    try await host.answerAlert(tapping: "Discard")
    await navigator.waitUntilSettled()
    #expect(navigator.state.screens.map(\.route) == ["inbox"])
    #expect(!flow.isRunning)
  }

  @Test func aGuardNamingNoQuestionAsksDiscardChanges() async throws {
    let navigator = Navigator(root: "inbox")
    let host = HeadlessHost(showingModelsOf: navigator)
    let flow = PlainComposerFlow(navigator: navigator)
    try app.startAsRoot()
    try app.coordinate(to: flow, style: .push)
    flow.text = "Hello"

    let composer = navigator.state.topScreen.id
    #expect(try host.pressBack() == .awaitingConfirmation(composer))
    #expect(try await host.waitForAlert().title == "Discard changes?")
    try await host.answerAlert(tapping: "Discard")
    await navigator.waitUntilSettled()
    #expect(navigator.state.screens.map(\.route) == ["inbox"])
    #expect(!flow.isRunning)
  }
}
