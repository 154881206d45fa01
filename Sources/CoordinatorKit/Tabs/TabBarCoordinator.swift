/// The root coordinator of a tabbed app: it owns the navigator, builds the tabbed state from its
/// tabs, each declared in one line (``TabFlow``), and runs one flow coordinator per tab.
///
/// Each tab's flow owns its tab's root screen from the start, without its `start()` being called
/// (the root is its first screen, as when a link or a restoration starts a coordinator), and runs
/// the tab from there: its pushes, sheets and children, its links (``FlowCoordinator/next(_:style:after:)``), its
/// restoration. The tab bar itself has no screen; it runs until it is stopped or replaced.
///
/// ```swift
/// let app = TabBarCoordinator<Route>(
///   tabs: TabFlow("Inbox", symbol: "tray", root: .inbox) { InboxCoordinator(navigator: $0) },
///   TabFlow("Contacts", symbol: "person.2", root: .contacts) { ContactsCoordinator(navigator: $0) }
/// )  // started: both tabs, Inbox selected, each run by its flow
/// NavigatorView(app.navigator) { screen in … }  // or NavigatorHost, TerminalHost
/// try app.navigator.restore(everyTabOf: saved)  // every tab, through the tabs' flows
/// ```
///
/// Subclass it to keep what the tabs share (a store, a session) or to add to its start; a
/// subclass's `init()` calls `super.init(tabs: TabFlow(…), TabFlow(…))`, without `try`.
@MainActor
open class TabBarCoordinator<Route: Equatable>: Coordinator {
  /// The coordinator's identity, parent and children (see ``Coordinator/node``).
  public let node: CoordinatorNode
  /// The navigator whose state the tabs are: what a host shows.
  public let navigator: Navigator<Route>
  /// The tabs it declares: those it was made with, then those added with
  /// ``addTab(_:at:selecting:)``. What the tab bar shows now is ``NavigationState/tabs`` of the
  /// navigator's state (a tab removed with ``Navigator/removeTab(_:overridingLeaveGuards:)`` is
  /// still declared here, and comes back when the tab bar starts again).
  public private(set) var tabs: [TabFlow<Route>]
  /// The tab selected when the tab bar starts.
  public let firstSelectedTab: TabID?

  /// A tab bar with `tabs` on a navigator of its own, started: the state has every tab, each
  /// tab's root owned by its running flow, and `selected` (the first tab when `nil`) selected.
  ///
  /// - Parameters:
  ///   - tabs: the tabs, in order.
  ///   - selected: the tab selected first; the first tab when `nil`.
  ///   - identifier: its identity; a fixed one makes dumps readable.
  /// - Throws: ``NavigationError/invalidTabs(reason:)`` for no tabs,
  ///   ``NavigationError/duplicateTab(_:)`` for two tabs with one name, or
  ///   ``NavigationError/unknownTab(_:tabs:)`` when `selected` is not one of them.
  public init(
    tabs: [TabFlow<Route>], selected: TabID? = nil, identifier: CoordinatorID = CoordinatorID()
  ) throws(NavigationError) {
    node = CoordinatorNode(identifier: identifier)
    self.tabs = tabs
    firstSelectedTab = selected
    navigator = Navigator(try Self.state(of: tabs, selected: selected, owners: nil))
    try startAsRoot()
  }

  /// A tab bar with the fixed tabs `first` and `others` on a navigator of its own, started, as
  /// ``init(tabs:selected:identifier:)`` is, but without `try`: how an app's root subclass
  /// declares the tabs written in its code (`super.init(tabs: TabFlow(…), TabFlow(…))`).
  ///
  /// A tab whose name repeats an earlier one's, or a `selected` that names no tab, is a mistake
  /// in the code, not in data: an assertion stops a debug build there; a release build leaves
  /// the repeated tab out and selects the first tab. Tabs read from data use the throwing
  /// initializer, which reports them as errors.
  ///
  /// - Parameters:
  ///   - first: the first tab.
  ///   - others: the other tabs, in order.
  ///   - selected: the tab selected first; the first tab when `nil`.
  ///   - identifier: its identity; a fixed one makes dumps readable.
  public init(
    tabs first: TabFlow<Route>, _ others: TabFlow<Route>..., selected: TabID? = nil,
    identifier: CoordinatorID = CoordinatorID()
  ) {
    var unique = [first]
    for tab in others where !unique.contains(where: { $0.item.id == tab.item.id }) {
      unique.append(tab)
    }
    assert(unique.count == others.count + 1, "two tabs share a name, which is a tab's identity")
    let known = selected.flatMap { name in unique.contains { $0.item.id == name } ? name : nil }
    assert(known == selected, "the selected tab is not one of the tabs")
    node = CoordinatorNode(identifier: identifier)
    tabs = unique
    firstSelectedTab = known
    navigator = Navigator(root: first.root)
    // Unique names and a known selection: starting can only fail for a guarded screen it would
    // remove, and this navigator has none.
    try? startAsRoot()
  }

  /// A tab bar with `tabs` on `navigator`, not started: start it as the app's root with
  /// ``Coordinator/startAsRoot()`` (its tabs replace whatever `navigator` shows), or as a child
  /// with ``Coordinator/coordinate(to:style:)``.
  ///
  /// - Parameters:
  ///   - navigator: the navigator whose state the tabs become.
  ///   - tabs: the tabs, in order.
  ///   - selected: the tab selected first; the first tab when `nil`.
  ///   - identifier: its identity; a fixed one makes dumps readable.
  public init(
    navigator: Navigator<Route>, tabs: [TabFlow<Route>], selected: TabID? = nil,
    identifier: CoordinatorID = CoordinatorID()
  ) {
    node = CoordinatorNode(identifier: identifier)
    self.navigator = navigator
    self.tabs = tabs
    firstSelectedTab = selected
  }

  /// Replaces the navigator's state with the tabs, each tab's root owned by its flow, as one
  /// change; the flows run from then on, children of this coordinator. A tab root the navigator
  /// already shows, with no owner, keeps its identity, so a host shows no change.
  ///
  /// - Throws: the errors of ``init(tabs:selected:identifier:)`` for tabs that cannot form a
  ///   tab bar, or the refusals of ``Navigator/replace(with:animation:overridingLeaveGuards:)``
  ///   (a screen with unsaved changes it would remove); nothing changed, and no flow runs.
  open func start() throws(NavigationError) {
    let flows = tabs.map { $0.makeFlow(navigator) }
    let state = try Self.state(
      of: tabs, selected: firstSelectedTab, owners: flows.map(\.identifier),
      reusing: navigator.storedState)
    for (tab, flow) in zip(tabs, flows) {
      adopt(flow, runningTab: tab.item.id)
    }
    do {
      try navigator.replace(with: state, owner: identifier)
    } catch {
      CoordinatorLifecycle.stop(flows)  // They never owned a screen: they must not run.
      throw error
    }
  }

  /// Adds `tab` to the tab bar at position `index` (after the last tab when `nil`), run by its
  /// flow from now on, and selects it when `selecting`, as one change: how an app adds a tab at
  /// run time (`try app.addTab(TabFlow("Drafts", root: .drafts) { DraftsFlow(navigator: $0) })`).
  /// Removing it is ``Navigator/removeTab(_:overridingLeaveGuards:)``: its flow stops with its
  /// screens.
  ///
  /// - Throws: the errors of ``NavigationState/insertTab(_:at:)`` (a tab with that name already,
  ///   a position outside the tabs), or ``NavigationError/leaveQuestionOpen(screens:)``; nothing
  ///   changed, and the flow does not run.
  public func addTab(_ tab: TabFlow<Route>, at index: Int? = nil, selecting: Bool = false)
    throws(NavigationError)
  {
    let flow = tab.makeFlow(navigator)
    adopt(flow, runningTab: tab.item.id)
    // The root is made here, with a new identity: no screen of the state can have it.
    let added = Tab(
      tab.item, stack: [NavigationScreen(tab.root, owner: flow.identifier)], split: tab.split)
    do {
      try navigator.performRequest(owner: identifier) { (state) throws(NavigationError) in
        try state.insertTab(newScreens: added, at: index)
        if selecting { try state.selectTab(tab.item.id) }
      }
    } catch {
      CoordinatorLifecycle.stop([flow])  // It never owned a screen: it must not run.
      throw error
    }
    tabs.insert(tab, at: min(index ?? tabs.count, tabs.count))
  }

  /// Makes `flow` the running flow of tab `tab`, a child of this coordinator that owns the tab's
  /// root without its `start()` being called.
  private func adopt(_ flow: any Coordinator, runningTab tab: TabID) {
    adoptWithoutStarting(flow, style: .push)
    flow.node.tab = tab
    flow.node.entersAsTabRoot = true
    navigator.register(flow)
    flow.node.screenHost = navigator
  }

  /// Called once when the tab bar stops, after its tabs' flows stopped. Does nothing by default.
  open func didStop() {}

  /// The tabbed state of `tabs`, each root owned by its flow in `owners` (ownerless when `nil`),
  /// reusing the identity of each root `current` shows in that tab with no owner.
  private static func state(
    of tabs: [TabFlow<Route>], selected: TabID?, owners: [CoordinatorID]?,
    reusing current: NavigationState<Route>? = nil
  ) throws(NavigationError) -> NavigationState<Route> {
    guard let first = tabs.first else {
      throw .invalidTabs(reason: "a tab bar needs at least one tab")
    }
    let stacks = tabs.enumerated().map { index, tab in
      let shown = (try? current?.stack(ofTab: tab.item.id)) ?? []
      let reused = shown.count == 1 && shown[0].owner == nil && shown[0].route == tab.root
      let root = NavigationScreen(
        tab.root, id: reused ? shown[0].id : ScreenID(), owner: owners?[index])
      return Tab(tab.item, stack: [root], split: tab.split)
    }
    return try NavigationState(tabs: stacks, selected: selected ?? first.item.id)
  }
}
