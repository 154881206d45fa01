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

  @Test func theHeadlessHostKeepsContentForExactlyTheScreensItShowsThroughEveryKindOfChange()
    throws
  {
    let navigator = Navigator(
      try NavigationState(
        tabs: [Tab("inbox", root: "inbox"), Tab("contacts", root: "contacts")], selected: "inbox"))
    var made: [ScreenID] = []
    let host = HeadlessHost(navigator: navigator) { screen -> ScreenID? in
      made.append(screen.id)
      return screen.id
    }
    func expectContentsMatchWhatIsShown(_ comment: Comment) {
      let shown = navigator.hosting.shownState.screens.map(\.id)
      #expect(Set(host.contents.keys) == Set(shown), comment)
      #expect(host.contents.allSatisfy { $0.key == $0.value }, comment)
      #expect(Set(made).count == made.count, "no screen's content is made twice: \(comment)")
    }
    expectContentsMatchWhatIsShown("opening")
    try navigator.update { try $0.push(contentsOf: ["a", "b", "c"]) }
    expectContentsMatchWhatIsShown("pushes")
    try navigator.update { state in
      try state.pop()
      try state.push("d")
    }
    expectContentsMatchWhatIsShown("a pop and a push in one change")
    try navigator.update { try $0.present("compose", as: .sheet) }
    try navigator.update { try $0.push("attach") }
    expectContentsMatchWhatIsShown("a sheet with a push in it")
    try navigator.update { try $0.dismiss() }
    expectContentsMatchWhatIsShown("the sheet dismissed")
    try navigator.update { try $0.selectTab("contacts") }
    try navigator.update { try $0.push("card") }
    expectContentsMatchWhatIsShown("another tab")
    try host.tapTab("inbox")
    expectContentsMatchWhatIsShown("back to the first tab, its stack kept")
    try navigator.replace(with: NavigationState(root: "signed out", pushing: ["help"]))
    expectContentsMatchWhatIsShown("a new state with a new root")
    try host.swipeBack()
    expectContentsMatchWhatIsShown("a swipe back")
  }

  @Test func gesturesThatCannotHappenAreRefused() throws {
    let navigator = Navigator(root: "1")
    let host = HeadlessHost(navigator: navigator)
    #expect(throws: NavigationError.self) { try host.swipeBack() }
    #expect(throws: NavigationError.self) { try host.swipeDown() }
    #expect(throws: NavigationError.gestureDoesNotApply(reason: "no alert is displayed")) {
      try host.tapAlertAction("OK")
    }
    #expect(throws: NavigationError.gestureDoesNotApply(reason: "no alert is displayed")) {
      try host.dismissAlert()
    }
    #expect(navigator.lastChange == nil)
  }

  /// A test dismisses a question without a choice as a user does (Esc, a tap outside, the Cancel
  /// SwiftUI adds to a dialog): the cancel action when it has one, else no action.
  @Test func theHeadlessHostDismissesAQuestionWithoutAChoice() throws {
    let navigator = Navigator(root: "draft")
    let host = HeadlessHost(navigator: navigator)
    var answers: [String] = []
    let delete = try AlertState.confirmationDialog(
      title: "Delete draft?", actions: [AlertAction("Delete", role: .destructive)])
    try navigator.showAlert(delete) { answers.append($0?.id ?? "none") }
    try host.dismissAlert()
    #expect(navigator.state.alert == nil)
    try navigator.showAlert(
      AlertState(
        title: "Leave?", actions: [AlertAction("Leave"), AlertAction("Stay", role: .cancel)])
    ) { answers.append($0?.id ?? "none") }
    try host.dismissAlert()
    #expect(answers == ["none", "Stay"])
  }
}
