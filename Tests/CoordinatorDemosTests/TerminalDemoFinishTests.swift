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
    // Each key's work settles before the next: Back on the edited draft leaves the question up.
    await demo.type([.character("c"), .character("w"), .character("b")])
    #expect(demo.unsettledKeys.isEmpty, "every key's work settled within the settle limit")
    try #require(navigator.isWaitingForLeaveAnswer, "Back on an edited draft asks first")
    try #require(navigator.state.alert?.title == "Discard changes?")

    var changes: [NavigationChange<DemoRoute>] = []
    let observation = navigator.observeChanges { changes.append($0) }
    let finished = await demo.finish()
    _ = observation

    #expect(finished, "what quitting set going settled within the settle limit")
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
