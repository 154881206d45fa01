import CoordinatorKit
import Testing

@MainActor
@Suite("Tabs added and removed at run time, and their flows")
struct TabSetCoordinatorTests {
  @Test func aTabAddedInOneLineRunsItsFlowFromItsRoot() throws {
    let app = try TabBarCoordinator.inboxAndSearch()
    try app.addTab(
      TabFlow("drafts", symbol: "doc", badge: "1", root: "drafts") {
        TabRootFlow("drafts", navigator: $0)
      }, at: 1)
    let state = app.navigator.state
    #expect(state.tabs == ["inbox", "drafts", "search"])
    #expect(state.selectedTab == "inbox")
    #expect(state.tabItems[1].badge == "1")
    let drafts = try #require(app.flow("drafts"))
    #expect(drafts.isRunning && drafts.parent === app)
    #expect(drafts.startCalls == 0)
    #expect(try state.stack(ofTab: "drafts").map(\.owner) == [drafts.identifier])
    #expect(app.tabs.map(\.item.id) == ["inbox", "drafts", "search"])
    try app.addTab(
      TabFlow("trash", root: "trash") { TabRootFlow("trash", navigator: $0) }, selecting: true)
    #expect(app.navigator.state.selectedTab == "trash")
  }

  @Test func aTabThatCannotBeAddedRunsNoFlow() throws {
    let app = try TabBarCoordinator.inboxAndSearch()
    let before = app.navigator.state
    weak var refused: TabRootFlow?
    #expect(throws: NavigationError.duplicateTab("search")) {
      try app.addTab(
        TabFlow("search", root: "search") {
          let flow = TabRootFlow("search2", navigator: $0)
          refused = flow
          return flow
        })
    }
    #expect(refused == nil, "the refused tab's flow is freed")
    #expect(app.children.count == 2)
    #expect(app.navigator.state == before)
    #expect(app.tabs.count == 2)
  }

  @Test func removingATabStopsAndFreesTheCoordinatorsOfItsScreens() throws {
    let app = try TabBarCoordinator.inboxAndSearch()
    weak var search: TabRootFlow?
    search = app.flow("search")
    try app.navigator.update { try $0.push("search/results", inTab: "search") }
    weak var child: TabRootFlow?
    do {
      let flow = TabRootFlow("picker", navigator: app.navigator)
      child = flow
      try app.flow("search")?.coordinate(to: flow, style: .push)
    }
    #expect(child?.isRunning == true)
    let outcome = try app.navigator.removeTab("search")
    #expect(outcome.removedScreens.count == 3)
    #expect(search == nil, "the tab's flow is stopped and freed")
    #expect(child == nil, "so is its child flow")
    #expect(app.children.count == 1)
    #expect(app.navigator.state.tabs == ["inbox"])
  }

  @Test func removingTheSelectedTabSelectsItsNeighbourAndStopsOnlyItsFlow() throws {
    let app = try TabBarCoordinator.inboxAndSearch(selected: "search")
    weak var search: TabRootFlow?
    search = app.flow("search")
    let inbox = try #require(app.flow("inbox"))
    try app.navigator.removeTab("search")
    #expect(app.navigator.state.selectedTab == "inbox")
    #expect(search == nil)
    #expect(inbox.isRunning)
  }

  @Test func aTabWithUnsavedChangesIsNotRemovedWithoutOverriding() throws {
    let app = try TabBarCoordinator.inboxAndSearch()
    let root = try #require(app.navigator.state.stack(ofTab: "search").first)
    try app.navigator.update { try $0.setLeaveGuard(true, for: root.id) }
    let before = app.navigator.state
    #expect(throws: NavigationError.leaveGuarded(screens: [root.id])) {
      try app.navigator.removeTab("search")
    }
    #expect(app.navigator.state == before)
    try app.navigator.removeTab("search", overridingLeaveGuards: true)
    #expect(app.navigator.state.tabs == ["inbox"])
  }

  @Test func navigatorRequestsChangeTheTabsAsOneChangeEach() throws {
    let app = try TabBarCoordinator.inboxAndSearch()
    try app.navigator.setBadge("5", ofTab: "inbox")
    try app.navigator.insertTab(Tab("about", root: "about"), at: 0)
    try app.navigator.moveTab("about", to: 2)
    #expect(app.navigator.state.tabs == ["inbox", "search", "about"])
    #expect(app.navigator.state.tabItems[0].badge == "5")
    #expect(throws: NavigationError.unknownTab("x", tabs: ["inbox", "search", "about"])) {
      try app.navigator.setBadge("1", ofTab: "x")
    }
  }
}
