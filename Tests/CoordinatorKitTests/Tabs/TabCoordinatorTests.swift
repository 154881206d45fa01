import CoordinatorKit
import Testing

/// A flow that runs one tab: its first screen is the tab's root, later screens push into it.
@MainActor
private final class TabFlow: FlowCoordinator {
  let node: CoordinatorNode
  let navigator: Navigator<String>
  let root: String

  init(_ root: String, navigator: Navigator<String>) {
    node = CoordinatorNode(identifier: CoordinatorID(root))
    self.root = root
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try show(root)
  }

  func next(_ route: String, style: PresentationStyle, after previous: String) -> RouteStep<String>
  {
    route.hasPrefix(root) ? .showScreen : .refuse
  }
}

/// The tab bar: no screen of its own; it builds the tabs and starts a flow per tab.
@MainActor
private final class TabBarCoordinator: Coordinator {
  let node = CoordinatorNode(identifier: CoordinatorID("tabs"))
  let navigator: Navigator<String>

  init(navigator: Navigator<String>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try navigator.replace(
      with: try NavigationState(
        tabs: [Tab("inbox", root: "inbox"), Tab("search", root: "search")], selected: "inbox"))
    try coordinate(to: TabFlow("inbox", navigator: navigator), inTab: "inbox")
    try coordinate(to: TabFlow("search", navigator: navigator), inTab: "search")
  }

  func flow(_ tab: String) -> TabFlow? {
    children.first { $0.identifier == CoordinatorID(tab) } as? TabFlow
  }
}

@MainActor
@Suite("A coordinator per tab")
struct TabCoordinatorTests {
  /// A new navigator with the tab bar started as its root: two tabs, each run by its flow.
  private func startedTabBar() throws -> (Navigator<String>, TabBarCoordinator) {
    let navigator = Navigator(root: "launch")
    let tabs = TabBarCoordinator(navigator: navigator)
    try tabs.startAsRoot()
    return (navigator, tabs)
  }

  @Test func eachTabsCoordinatorRunsWhileItsTabExists() throws {
    let (navigator, tabs) = try startedTabBar()
    let inbox = try #require(tabs.flow("inbox"))
    weak var weakSearch: TabFlow?
    weakSearch = tabs.flow("search")
    do {
      let search = try #require(tabs.flow("search"))
      #expect(
        navigator.state.tabStacks.map { $0.stack.map(\.owner) } == [
          [inbox.identifier], [search.identifier],
        ])

      // Search pushes into its own tab although Inbox is selected; switching keeps both running.
      try search.show("search/results")
      #expect(navigator.state.baseStack.map(\.route) == ["inbox"])
      #expect(
        try navigator.state.stack(ofTab: "search").map(\.route) == ["search", "search/results"])
      try navigator.update { try $0.selectTab("search") }
      try navigator.update { try $0.selectTab("inbox") }
      #expect(inbox.isRunning && search.isRunning)
    }

    // The tab's stack replaced: its coordinator stops, the other keeps running.
    try navigator.replaceStack(ofTab: "search", with: [NavigationScreen("search")])
    #expect(weakSearch == nil, "the stopped tab coordinator is freed")
    #expect(inbox.isRunning)
  }

  @Test func aStoppedTabCoordinatorTakesItsScreensFromItsTab() throws {
    let (navigator, tabs) = try startedTabBar()
    let search = try #require(tabs.flow("search"))
    try search.show("search/results")
    search.stop()
    #expect(try navigator.state.stack(ofTab: "search").map(\.route) == ["search"])
    #expect(try navigator.state.stack(ofTab: "search").map(\.owner) == [nil])
    #expect(navigator.state.selectedTab == "inbox")
  }

  @Test func aTabThatIsNotSelectedIsPoppedThroughTheNavigatorWithoutSelectingIt() throws {
    let (navigator, tabs) = try startedTabBar()
    let search = try #require(tabs.flow("search"))
    try search.show("search/results")
    try search.show("search/results/1")
    let popped = try navigator.update { try $0.pop(inTab: "search") }
    #expect(popped.removedScreens.map(\.route) == ["search/results/1"])
    #expect(
      try navigator.state.stack(ofTab: "search").map(\.route) == ["search", "search/results"])
    try navigator.update { try $0.popToRoot(inTab: "search") }
    #expect(try navigator.state.stack(ofTab: "search").map(\.route) == ["search"])
    #expect(navigator.state.selectedTab == "inbox", "popping a tab does not select it")
    #expect(search.isRunning, "the tab's coordinator still owns its root")
    #expect(throws: NavigationError.unknownTab("mail", tabs: ["inbox", "search"])) {
      try navigator.update { try $0.pop(inTab: "mail") }
    }
  }

  @Test func aLinkSelectsATabAndBuildsInsideIt() async throws {
    let (navigator, tabs) = try startedTabBar()
    let search = try #require(tabs.flow("search"))
    try navigator.present("compose", as: .sheet)
    try await navigator.open(
      NavigationTarget([.init("search/results", style: .push)], inTab: "search"))
    #expect(navigator.state.selectedTab == "search")
    #expect(navigator.state.baseStack.map(\.route) == ["search", "search/results"])
    #expect(navigator.state.modalDepth == 0)
    #expect(navigator.state.baseStack.last?.owner == search.identifier)
    #expect(tabs.flow("search") === search, "the tab's coordinator is kept")

    await #expect(
      throws: FollowError.noSuchTab(
        "mail", reason: NavigationError.unknownTab("mail", tabs: ["inbox", "search"]).description)
    ) {
      try await navigator.open(NavigationTarget([], inTab: "mail"))
    }
  }

  @Test func aSavedTabbedStateIsRestoredTabByTabWithItsCoordinators() throws {
    let (navigator, tabs) = try startedTabBar()
    try tabs.flow("inbox")?.show("inbox/m1")
    try tabs.flow("search")?.show("search/results")
    try navigator.update { try $0.selectTab("search") }
    let filter = try navigator.present("search/filter", as: .sheet)
    try navigator.setLeaveGuard(true, for: filter)
    let saved = navigator.state

    let (restoredNavigator, restoredTabs) = try startedTabBar()
    try restoredNavigator.restore(everyTabOf: saved)
    let restored = restoredNavigator.state
    #expect(restored.selectedTab == "search")
    #expect(
      restored.tabStacks.map { $0.stack.map(\.route) } == [
        ["inbox", "inbox/m1"], ["search", "search/results"],
      ])
    #expect(restored.path.map(\.screen.route) == ["search/results", "search/filter"])
    #expect(
      restored.leaveGuardedScreens.compactMap { restored.screen(withID: $0)?.route }
        == ["search/filter"], "unsaved changes stay guarded after a restore")
    let inbox = try #require(restoredTabs.flow("inbox"))
    #expect(try restored.stack(ofTab: "inbox").allSatisfy { $0.owner == inbox.identifier })
  }

  @Test func aTabThatCannotBeRebuiltLeavesEveryTabAsItWas() throws {
    let (navigator, tabs) = try startedTabBar()
    try tabs.flow("inbox")?.show("inbox/m1")
    try navigator.update { try $0.selectTab("search") }
    try navigator.update { try $0.push("inbox/m2") }  // no search screen: its flow refuses it
    let saved = navigator.state

    let (restoredNavigator, restoredTabs) = try startedTabBar()
    let before = restoredNavigator.state
    let refusal = FollowError.refused(
      coordinator: "TabFlow", route: "inbox/m2", style: .push, after: "search", position: 1)
    #expect(throws: refusal) {
      try restoredNavigator.restore(everyTabOf: saved)
    }
    #expect(restoredNavigator.state == before, "the inbox tab, planned first, is not rebuilt")
    #expect(restoredTabs.flow("inbox")?.children.isEmpty == true)
  }

  @Test func restoringTheStateShownKeepsWhatIsPresentedOverTheTabs() throws {
    let (navigator, tabs) = try startedTabBar()
    try tabs.flow("inbox")?.show("inbox/m1")
    try navigator.update { try $0.selectTab("search") }
    let filter = try navigator.present("search/filter", as: .sheet)
    try navigator.setLeaveGuard(true, for: filter)
    let before = navigator.state

    try navigator.restore(everyTabOf: before)
    #expect(
      navigator.state == before,
      "rebuilding the inbox tab in its place leaves the guarded sheet over the tabs alone")
  }

  @Test func aGuardedTabRootKeepsItsGuardThroughARestore() throws {
    let (navigator, _) = try startedTabBar()
    let inboxRoot = try navigator.state.stack(ofTab: "inbox")[0].id
    let searchRoot = try navigator.state.stack(ofTab: "search")[0].id
    try navigator.setLeaveGuard(true, for: inboxRoot)
    try navigator.setLeaveGuard(true, for: searchRoot)
    let saved = navigator.state

    let (restoredNavigator, _) = try startedTabBar()
    try restoredNavigator.restore(everyTabOf: saved)
    let restored = restoredNavigator.state
    #expect(
      restored.leaveGuardedScreens.compactMap { restored.screen(withID: $0)?.route }.sorted()
        == ["inbox", "search"], "both roots, the selected tab's and the other's, stay guarded")
  }

  @Test func aTabFlowThatEndsChangesNoScreenAndPlansNoStep() throws {
    let (navigator, tabs) = try startedTabBar()
    navigator.attachHost(capabilities: .oneAtATime)
    while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
    let search = try #require(tabs.flow("search"))
    let before = try navigator.state.stack(ofTab: "search").map(\.id)
    try search.finishFlow()
    #expect(!search.isRunning)
    #expect(try navigator.state.stack(ofTab: "search").map(\.id) == before, "a tab's root stays")
    #expect(try navigator.state.stack(ofTab: "search").map(\.owner) == [nil])
    #expect(navigator.hosting.currentStep == nil, "nothing new to show: no replaceTabs step")
    #expect(navigator.hosting.shownState == navigator.state)
  }

  @Test func aChildPushedByATabFlowWhoseScreenIsInASheetShowsInTheSheet() throws {
    let (navigator, tabs) = try startedTabBar()
    let inbox = try #require(tabs.flow("inbox"))
    try inbox.present("inbox/compose", as: .sheet)
    let attachments = TabFlow("inbox/compose/attachments", navigator: navigator)
    try inbox.coordinate(to: attachments)
    #expect(
      navigator.state.path.map { "\($0.style) \($0.screen.route)" } == [
        "sheet inbox/compose", "push inbox/compose/attachments",
      ], "above its parent's screen, where the user sees it, not under the sheet")
    #expect(try navigator.state.stack(ofTab: "inbox").map(\.route) == ["inbox"])
    try attachments.show("inbox/compose/attachments/photo")
    #expect(navigator.state.path.last?.screen.route == "inbox/compose/attachments/photo")
  }

  @Test func aTabFlowWhoseScreenIsInASheetPushesItsNextScreenIntoTheSheet() throws {
    let (navigator, tabs) = try startedTabBar()
    let inbox = try #require(tabs.flow("inbox"))
    try inbox.present("inbox/compose", as: .sheet)
    try inbox.show("inbox/compose/attachments")
    #expect(
      navigator.state.path.map { "\($0.style) \($0.screen.route)" } == [
        "sheet inbox/compose", "push inbox/compose/attachments",
      ], "on top of the sheet, where the user sees it")
    #expect(try navigator.state.stack(ofTab: "inbox").map(\.route) == ["inbox"])
  }
}
