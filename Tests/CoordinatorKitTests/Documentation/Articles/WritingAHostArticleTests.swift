import CoordinatorKit
import Testing

/// The article "Writing a host": its loop, compiled and run.
@MainActor
@Suite("Article: Writing a host")
struct WritingAHostArticleTests {
  enum Route: Hashable, Sendable {
    case inbox
    case message(Int)
    case compose
  }

  @MainActor func follow(_ navigator: Navigator<Route>, render: (TransitionStep<Route>) -> Void) {
    while let step = navigator.hosting.currentStep {
      render(step)  // e.g. setViewControllers, present, dismiss: what step.action says
      navigator.hostDidShow(step.id)
    }
  }

  @Test func theLoopShowsEveryStepFromTheBareRoot() throws {
    let navigator = Navigator(
      try NavigationState(root: Route.inbox).pushing(.message(1)).presenting(.compose, as: .sheet))
    navigator.attachHost(capabilities: .allAtOnce)
    #expect(navigator.hosting.shownState.path.isEmpty, "the host first shows the bare root")
    var actions: [StepAction] = []
    follow(navigator) { actions.append($0.action) }
    #expect(actions == [.push(count: 1, level: 0), .present(.sheet, level: 1)])
    #expect(navigator.hosting.shownState == navigator.state)
    #expect(navigator.hosting.currentStep == nil)
  }
}
