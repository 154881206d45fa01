import CoordinatorKit
import CoordinatorKitSwiftUI
import NavigationTestSupport
import Testing

/// A tabbed state drawn as a `TabView` with one `NavigationStack` per tab: which stack each tab
/// shows, and what a write to the selection binding means.
@MainActor
@Suite("SwiftUI tabs projection")
struct SwiftUITabsProjectionTests {
  private func tabbedNavigator() throws -> Navigator<String> {
    let inbox = [
      NavigationScreen("inbox", id: screenID("inbox")), NavigationScreen("m1", id: screenID("m1")),
    ]
    let search = [NavigationScreen("search", id: screenID("search"))]
    let navigator = Navigator(
      try NavigationState(
        tabs: [Tab("inbox", stack: inbox), Tab("search", stack: search)], selected: "inbox"))
    navigator.attachHost(capabilities: .swiftUI)
    showAllSteps(navigator)
    return navigator
  }

  @Test func eachTabShowsItsOwnStackAndTheSelectedOneIsLevelZero() throws {
    let navigator = try tabbedNavigator()
    let tabs = SwiftUITabsProjection(navigator.hosting.displayedState)
    #expect(tabs.isTabbed)
    #expect(tabs.selected == "inbox")
    #expect(tabs.tabs.map(\.id) == ["inbox", "search"])
    #expect(tabs.tabs[0].root == screenID("inbox"))
    #expect(Array(tabs.tabs[0].path) == screenIDs("m1"))
    #expect(tabs.tabs[1].root == screenID("search"))
    #expect(tabs.tabs[1].path.isEmpty)
    let level0 = SwiftUINavigationProjection(navigator.hosting.displayedState).levels[0]
    #expect(level0.root == tabs.tabs[0].root && level0.path == tabs.tabs[0].path)
    #expect(!SwiftUITabsProjection(try state("P2")).isTabbed)
  }

  @Test func aTapOnAnotherTabSelectsItAndItsEchoIsIgnored() throws {
    let navigator = try tabbedNavigator()
    let before = SwiftUITabsProjection(navigator.hosting.displayedState)
    let event = before.userNavigation(forSelectionWritten: "search", rendered: "inbox")
    #expect(event == .selectedTab("search"))
    try report(event, to: navigator)
    #expect(navigator.state.selectedTab == "search")
    // The inbox tab kept its stack.
    #expect(try navigator.state.stack(ofTab: "inbox").map(\.id) == screenIDs("inbox", "m1"))

    // Late writes from the binding rendered before: echoes or stale, never a selection.
    let after = SwiftUITabsProjection(navigator.hosting.displayedState)
    #expect(after.userNavigation(forSelectionWritten: "search", rendered: "inbox") == nil)
    #expect(after.userNavigation(forSelectionWritten: "inbox", rendered: "inbox") == nil)
    #expect(after.userNavigation(forSelectionWritten: "mail", rendered: "search") == nil)
  }

  @Test func aTapOnTheSelectedTabPopsItToItsRoot() throws {
    let navigator = try tabbedNavigator()
    let projection = SwiftUITabsProjection(navigator.hosting.displayedState)
    let event = projection.userNavigation(forSelectionWritten: "inbox", rendered: "inbox")
    #expect(event == .selectedTab("inbox"))
    try report(event, to: navigator)
    #expect(navigator.state.selectedTab == "inbox")
    #expect(navigator.state.baseStack.map(\.id) == screenIDs("inbox"))
  }

  /// The engine selected another tab (a link) while the user tapped: the user's write, made on
  /// the binding rendered before, is stale.
  @Test func aWriteAfterTheEngineChangedTheSelectionIsStale() throws {
    let navigator = try tabbedNavigator()
    try navigator.update { try $0.selectTab("search") }
    let now = SwiftUITabsProjection(navigator.hosting.displayedState)
    #expect(now.userNavigation(forSelectionWritten: "inbox", rendered: "inbox") == nil)
  }
}
