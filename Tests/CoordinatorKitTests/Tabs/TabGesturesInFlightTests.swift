import CoordinatorKit
import NavigationTestSupport
import Testing

/// What the user does on the tabs while a transition runs applies to the state the app reached:
/// found by the extended model-based test (`TabbedModelTests`).
@MainActor
@Suite("Tab gestures during a transition")
struct TabGesturesInFlightTests {
  /// Inbox and Search at their roots, Inbox selected, shown by a host that is up to date.
  private func navigator() throws -> Navigator<String> {
    let navigator = Navigator(
      try NavigationState(
        tabs: [
          Tab("inbox", stack: [NavigationScreen("inbox", id: screenID("inbox"))]),
          Tab("search", stack: [NavigationScreen("search", id: screenID("search"))]),
        ], selected: "inbox"))
    navigator.attachHost(capabilities: .oneAtATime)
    while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
    return navigator
  }

  @Test func aTapOnTheSelectedTabPopsWhatTheAppPushedIntoItMeanwhile() throws {
    let navigator = try navigator()
    try navigator.update { try $0.present("compose", as: .sheet) }  // being shown
    try navigator.update { try $0.push("m1", inTab: "inbox") }  // under the sheet, not shown yet
    #expect(navigator.hosting.displayedState.baseStack.map(\.route) == ["inbox"])

    try navigator.userDidNavigate(.selectedTab("inbox"))

    #expect(try navigator.state.stack(ofTab: "inbox").map(\.route) == ["inbox"])
    #expect(navigator.state.layers.map(\.root.route) == ["compose"], "the sheet stays")
  }

  @Test func aBackSwipeOnATabTheAppSelectedAwayMeanwhileRemovesTheScreenFromThatTab() throws {
    let navigator = try navigator()
    try navigator.update { try $0.push("m1") }  // being shown
    try navigator.update { try $0.selectTab("search") }  // not shown yet
    #expect(navigator.hosting.displayedState.baseStack.map(\.route) == ["inbox", "m1"])

    try navigator.userDidNavigate(.wentBack(to: screenID("inbox")))

    #expect(try navigator.state.stack(ofTab: "inbox").map(\.route) == ["inbox"])
    #expect(navigator.state.selectedTab == "search", "what the app did meanwhile still applies")
  }
}
