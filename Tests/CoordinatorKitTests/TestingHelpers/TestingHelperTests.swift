import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// The shipped test helpers must themselves catch what they promise to catch.
@MainActor
@Suite("CoordinatorKitTesting")
struct TestingHelperTests {
  final class Tracked {}

  @Test func theLeakTrackerReportsWhatIsStillAlive() {
    let leaks = LeakTracker()
    let kept = Tracked()
    leaks.track(kept, as: "kept object")
    do {
      let released = Tracked()
      leaks.track(released)
    }
    #expect(leaks.aliveLabels == ["kept object"])
    #expect(!leaks.allReleased)
    #expect(leaks.leakReport == "Still alive (leaked?): kept object")
    leaks.reset()
    #expect(leaks.allReleased)
    #expect(leaks.leakReport == nil)
    _ = kept
  }

  @Test func theHeadlessHostShowsEveryStepAndKeepsContentWhileDisplayed() throws {
    let navigator = Navigator(root: "1")
    var made: [String] = []
    let host = HeadlessHost(navigator: navigator) { screen -> Tracked? in
      made.append(screen.route)
      return Tracked()
    }
    #expect(navigator.pacing == .hostPaced)
    try navigator.update { state in try state.push(contentsOf: ["2", "3"]) }
    #expect(
      host.shownSteps.map { $0.state.screens.map(\.route) } == [["1", "2"], ["1", "2", "3"]])
    #expect(made == ["1", "2", "3"])
    weak var three: Tracked?
    three = host.topContent
    #expect(three != nil)
    try host.swipeBack()
    #expect(three == nil, "content is released once its screen is no longer displayed")
    #expect(navigator.lastChange?.cause == .user(.wentBack(to: navigator.state.path[0].screen.id)))

    host.detach()
    #expect(navigator.pacing == .immediate)
  }

  @Test func gesturesThatCannotHappenAreRefused() throws {
    let navigator = Navigator(root: "1")
    let host = HeadlessHost(navigator: navigator)
    #expect(throws: NavigationError.self) { try host.swipeBack() }
    #expect(throws: NavigationError.self) { try host.swipeDown() }
    #expect(throws: NavigationError.gestureDoesNotApply(reason: "no alert is displayed")) {
      try host.tapAlertAction("OK")
    }
    #expect(navigator.lastChange == nil)
  }
}
