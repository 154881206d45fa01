import CoordinatorKit
import TerminalToolkit
import Testing

@testable import CoordinatorDemos
@testable import DemoApps

/// Quitting the terminal demo while a flow still waits for the user: every flow ends at once and
/// nothing is left waiting, so the program can exit.
@MainActor
@Suite("Quitting the terminal demo")
struct TerminalDemoFinishTests {
  @Test func quittingWhileTheDiscardQuestionIsUpEndsTheQuestionAndEveryFlow() async throws {
    let demo = try TerminalDemo(kind: .mail)
    let navigator = demo.app.navigator
    demo.type([.character("c"), .character("w"), .character("b")])
    for _ in 0..<1000 where !navigator.isWaitingForLeaveAnswer {
      await Task.yield()  // cancelling the edited draft asks, in a task of its own
    }
    try #require(navigator.isWaitingForLeaveAnswer, "Back on an edited draft asks first")
    for _ in 0..<1000 where navigator.state.alert == nil {
      await Task.yield()  // the question's task puts its alert up
    }
    try #require(navigator.state.alert?.title == "Discard changes?")

    var changes: [NavigationChange<DemoRoute>] = []
    let observation = navigator.observeChanges { changes.append($0) }
    demo.finish()
    _ = observation
    for _ in 0..<1000 where navigator.isWaitingForLeaveAnswer {
      await Task.yield()  // what finish() set going ends
    }

    #expect(!navigator.isWaitingForLeaveAnswer)
    #expect(navigator.state.alert == nil)
    #expect(!demo.app.root.isRunning)
    // The alert goes first, on its own, not held behind the question it asks.
    let first = try #require(changes.first)
    #expect(first.from.alert?.title == "Discard changes?")
    #expect(first.to.alert == nil)
    #expect(first.to.screens.map(\.id) == first.from.screens.map(\.id))
  }
}
