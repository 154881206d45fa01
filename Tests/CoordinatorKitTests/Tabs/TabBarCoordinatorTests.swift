import CoordinatorKit
import Testing

/// A tab's flow over `String` routes: it leads to routes under its root ("search/results") and
/// counts the calls of its `start()`, which a tab bar never makes.
@MainActor
final class TabRootFlow: Flow<String> {
  private(set) var startCalls = 0
  private let prefix: String

  init(_ prefix: String, navigator: Navigator<String>) {
    self.prefix = prefix
    super.init(navigator: navigator, identifier: CoordinatorID(prefix))
  }

  func start() throws(NavigationError) {
    startCalls += 1
    try show(prefix)
  }

  func next(_ route: String, style: PresentationStyle, after previous: String) -> RouteStep<String>
  {
    route.hasPrefix(prefix + "/") ? .showScreen : .refuse
  }
}

/// A tab's flow that only owns its tab's root.
@MainActor
final class RootOnlyFlow: Flow<String> {}

extension TabBarCoordinator<String> {
  /// The README's two tabs, Inbox in two columns with a symbol, Search by its name alone.
  static func inboxAndSearch(selected: TabID? = nil) throws -> TabBarCoordinator<String> {
    try TabBarCoordinator(
      tabs: [
        TabFlow("inbox", title: "Inbox", symbol: "tray", root: "inbox", split: .twoColumns) {
          TabRootFlow("inbox", navigator: $0)
        },
        TabFlow("search", root: "search") { TabRootFlow("search", navigator: $0) },
      ], selected: selected, identifier: CoordinatorID("tabs"))
  }

  /// The flow running tab `tab`.
  func flow(_ tab: String) -> TabRootFlow? {
    children.first { $0.identifier == CoordinatorID(tab) } as? TabRootFlow
  }
}

@MainActor
@Suite("A tab bar in one line")
struct TabBarCoordinatorTests {
  @Test func itStartsWithEveryTabItsLabelAndItsFlowOwningItsRoot() throws {
    let app = try TabBarCoordinator.inboxAndSearch()
    let state = app.navigator.state
    #expect(app.isRunning)
    #expect(state.tabs == ["inbox", "search"])
    #expect(state.selectedTab == "inbox", "the first tab is selected")
    #expect(
      state.tabItems == [TabItem("inbox", title: "Inbox", symbol: "tray"), TabItem("search")])
    #expect(state.tabItems.map(\.title) == ["Inbox", "search"], "a title defaults to the name")
    #expect(state.tabStacks.map(\.split) == [.twoColumns, nil])
    let inbox = try #require(app.flow("inbox"))
    let search = try #require(app.flow("search"))
    #expect(state.tabStacks.map { $0.stack.map(\.route) } == [["inbox"], ["search"]])
    #expect(
      state.tabStacks.map { $0.stack.map(\.owner) } == [[inbox.identifier], [search.identifier]])
    #expect(inbox.isRunning && search.isRunning)
    #expect(inbox.parent === app && search.parent === app)
    #expect(inbox.startCalls == 0 && search.startCalls == 0, "the root is adopted, not started")
    #expect(inbox.ownScreens.map(\.route) == ["inbox"])
  }

  @Test func aTabsFlowWhoseOnlyJobIsItsRootNeedsNoStart() throws {
    let app = try TabBarCoordinator<String>(tabs: [
      TabFlow("inbox", root: "inbox") { RootOnlyFlow(navigator: $0) }
    ])
    let flow = try #require(app.children.first as? RootOnlyFlow)
    #expect(flow.isRunning)
    #expect(flow.ownScreens.map(\.route) == ["inbox"])
  }

  @Test func eachTabsFlowRunsItsTabWhileItOwnsItsScreens() throws {
    let app = try TabBarCoordinator.inboxAndSearch()
    let navigator = app.navigator
    weak var weakSearch: TabRootFlow?
    do {
      let search = try #require(app.flow("search"))
      weakSearch = search
      // Search shows its next screen in its own tab, although Inbox is selected.
      try search.show("search/results")
      #expect(navigator.state.baseStack.map(\.route) == ["inbox"])
      #expect(
        try navigator.state.stack(ofTab: "search").map(\.route) == ["search", "search/results"])
      try search.popToFirstScreen()
      #expect(try navigator.state.stack(ofTab: "search").map(\.route) == ["search"])
    }
    try navigator.replaceStack(ofTab: "search", with: [NavigationScreen("search")])
    #expect(weakSearch == nil, "a tab whose screens left stops and frees its flow")
    #expect(app.flow("inbox")?.isRunning == true)
  }

  @Test func itSelectsTheTabItIsGiven() throws {
    let app = try TabBarCoordinator.inboxAndSearch(selected: "search")
    #expect(app.navigator.state.selectedTab == "search")
    #expect(app.navigator.state.baseStack.map(\.owner) == [CoordinatorID("search")])
  }

  @Test func tabsThatCannotFormATabBarAreAClearError() {
    let flow: @MainActor (Navigator<String>) -> TabRootFlow = {
      TabRootFlow("inbox", navigator: $0)
    }
    #expect(throws: NavigationError.duplicateTab("inbox")) {
      try TabBarCoordinator(tabs: [
        TabFlow("inbox", root: "inbox", flow: flow), TabFlow("inbox", root: "inbox", flow: flow),
      ])
    }
    #expect(throws: NavigationError.invalidTabs(reason: "a tab bar needs at least one tab")) {
      try TabBarCoordinator<String>(tabs: [])
    }
    #expect(throws: NavigationError.unknownTab("mail", tabs: ["inbox"])) {
      try TabBarCoordinator(tabs: [TabFlow("inbox", root: "inbox", flow: flow)], selected: "mail")
    }
  }

  @Test func startedAsTheRootOfANavigatorItsTabsReplaceWhatItShowedInOneChange() throws {
    let navigator = Navigator(root: "launch")
    var changes: [NavigationChange<String>] = []
    let observation = navigator.observeChanges { changes.append($0) }
    let app = TabBarCoordinator(
      navigator: navigator,
      tabs: [
        TabFlow("inbox", root: "inbox") { TabRootFlow("inbox", navigator: $0) },
        TabFlow("search", root: "search") { TabRootFlow("search", navigator: $0) },
      ])
    #expect(!app.isRunning && navigator.state.tabs.isEmpty, "not started until asked")
    try app.startAsRoot()
    withExtendedLifetime(observation) {}
    #expect(changes.count == 1)
    #expect(navigator.state.tabs == ["inbox", "search"])
    #expect(app.navigator === navigator)
    #expect(app.children.count == 2)
  }

  @Test func aStartTheNavigatorRefusesChangesNothingAndRunsNoFlow() throws {
    let navigator = Navigator(root: "draft")
    let draft = navigator.state.root.id
    try navigator.setLeaveGuard(true, for: draft)
    let before = navigator.state
    let app = TabBarCoordinator(
      navigator: navigator,
      tabs: [TabFlow("inbox", root: "inbox") { TabRootFlow("inbox", navigator: $0) }])
    #expect(throws: NavigationError.leaveGuarded(screens: [draft])) {
      try app.startAsRoot()
    }
    #expect(navigator.state == before)
    #expect(app.children.isEmpty && !app.isRunning)
  }

  @Test func aFlowThatCannotStartItsTabIsStoppedEvenWhenStartIsCalledDirectly() throws {
    let navigator = Navigator(root: "draft")
    try navigator.setLeaveGuard(true, for: navigator.state.root.id)
    weak var weakFlow: TabRootFlow?
    let app = TabBarCoordinator(
      navigator: navigator,
      tabs: [
        TabFlow("inbox", root: "inbox") { navigator in
          let flow = TabRootFlow("inbox", navigator: navigator)
          weakFlow = flow
          return flow
        }
      ])
    #expect(throws: NavigationError.self) { try app.start() }
    #expect(weakFlow == nil, "a flow that owns no screen does not run")
    #expect(app.children.isEmpty)
  }

  @Test func anOwnerlessTabRootItTakesOverKeepsItsIdentity() throws {
    let navigator = Navigator(
      try NavigationState(
        tabs: [Tab("inbox", root: "inbox"), Tab("search", root: "search")], selected: "inbox"))
    let roots = navigator.state.tabStacks.map { $0.stack[0].id }
    let app = TabBarCoordinator(
      navigator: navigator,
      tabs: [
        TabFlow("inbox", root: "inbox") { TabRootFlow("inbox", navigator: $0) },
        TabFlow("search", root: "search") { TabRootFlow("search", navigator: $0) },
      ])
    try app.startAsRoot()
    #expect(navigator.state.tabStacks.map { $0.stack[0].id } == roots, "a host sees no new root")
    #expect(navigator.state.tabStacks.allSatisfy { $0.stack[0].owner != nil })
  }

  @Test func aSavedTabbedStateIsRestoredThroughItsTabsFlows() throws {
    let app = try TabBarCoordinator.inboxAndSearch()
    try app.flow("inbox")?.show("inbox/m1")
    try app.flow("search")?.show("search/results")
    try app.navigator.update { try $0.selectTab("search") }
    try app.navigator.present("search/filter", as: .sheet)
    let saved = app.navigator.state

    let restored = try TabBarCoordinator.inboxAndSearch()
    try restored.navigator.restore(everyTabOf: saved)
    let state = restored.navigator.state
    #expect(state.selectedTab == "search")
    #expect(
      state.tabStacks.map { $0.stack.map(\.route) } == [
        ["inbox", "inbox/m1"], ["search", "search/results"],
      ])
    #expect(state.path.map(\.screen.route) == ["search/results", "search/filter"])
    let inbox = try #require(restored.flow("inbox"))
    let search = try #require(restored.flow("search"))
    #expect(try state.stack(ofTab: "inbox").allSatisfy { $0.owner == inbox.identifier })
    #expect(
      state.screens.filter { $0.route.hasPrefix("search") }.allSatisfy {
        $0.owner == search.identifier
      })
    #expect(state.tabItems.map(\.title) == ["Inbox", "search"])
  }

  @Test func itsCoordinatorsAreFreedWhenItsTabsAreReplaced() throws {
    var app: TabBarCoordinator<String>? = try TabBarCoordinator.inboxAndSearch()
    let navigator = try #require(app?.navigator)
    try app?.flow("inbox")?.show("inbox/m1")
    weak var weakInbox: TabRootFlow?
    weak var weakSearch: TabRootFlow?
    weak var weakApp: TabBarCoordinator<String>?
    weakInbox = app?.flow("inbox")
    weakSearch = app?.flow("search")
    weakApp = app
    #expect(weakInbox != nil && weakSearch != nil)

    try navigator.replace(with: NavigationState(root: "signed out"))
    #expect(weakInbox == nil && weakSearch == nil, "flows without screens stop and are freed")
    #expect(app?.children.isEmpty == true)
    app = nil
    #expect(weakApp == nil, "nothing keeps the tab bar alive once the app lets it go")
  }

  @Test func stoppingItTakesItsTabsFlowsWithIt() throws {
    let app = try TabBarCoordinator.inboxAndSearch()
    weak var weakInbox: TabRootFlow?
    weakInbox = app.flow("inbox")
    app.stop()
    #expect(weakInbox == nil)
    #expect(!app.isRunning)
    #expect(app.navigator.state.tabStacks.allSatisfy { $0.stack.allSatisfy { $0.owner == nil } })
  }
}
