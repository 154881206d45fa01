/// Tabs: a base that is a tab container, each tab with its own stack.
///
/// The selected tab's stack is the base stack, so `push`, `pop` and every other operation act
/// on the selected tab as they act on a single stack, and modal layers present over the whole
/// container, as on iOS. The operations here name a tab; a tab's screens stay in the state (and
/// their coordinators keep running) while another tab is selected.
extension NavigationState {
  /// A tabbed state: `tabs` in order, each with its own stack, showing `selected`.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)`` when `selected` is not among `tabs`,
  ///   ``NavigationError/duplicateTab(_:)``, ``NavigationError/invalidTabs(reason:)`` for a tab
  ///   with an empty stack, and ``NavigationError/duplicateScreenID(_:)`` when two screens in
  ///   any tabs share an identity.
  public init(tabs: [Tab<Route>], selected: TabID) throws(NavigationError) {
    guard let selectedIndex = tabs.firstIndex(where: { $0.id == selected }) else {
      throw .unknownTab(selected, tabs: tabs.map(\.id))
    }
    let chosen = tabs[selectedIndex]
    guard let root = chosen.stack.first else {
      throw .invalidTabs(reason: "the tab \"\(selected)\" has an empty stack")
    }
    try self.init(
      root: root, path: chosen.stack.dropFirst().map { PresentedScreen($0, style: .push) })
    setSplitLayout(chosen.split)
    try installTabs(
      tabs.enumerated().map { ($1.item, $0 == selectedIndex ? nil : $1.stack, $1.split) },
      selected: selected)
  }

  /// Makes the base a tab container whose selected tab is the current base stack; the others
  /// get the stacks given (the selected one must be given none). Checks every invariant; on
  /// error nothing changes.
  mutating func installTabs(
    _ tabs: [(TabItem, [NavigationScreen<Route>]?, SplitLayout?)], selected: TabID
  ) throws(NavigationError) {
    guard let selectedIndex = tabs.firstIndex(where: { $0.0.id == selected }) else {
      throw .unknownTab(selected, tabs: tabs.map(\.0.id))
    }
    var stacks: [StoredStack<Route>?] = []
    for (index, (item, stack, split)) in tabs.enumerated() {
      let id = item.id
      if index == selectedIndex {
        guard stack == nil else {
          throw .invalidTabs(
            reason: "the selected tab \"\(id)\" shows the base stack, so it has no stack of its own"
          )
        }
        stacks.append(nil)
        continue
      }
      guard let stack, let stored = StoredStack(stack, options: LayerOptions(split: split)) else {
        throw .invalidTabs(reason: "the tab \"\(id)\" has an empty stack")
      }
      stacks.append(stored)
    }
    var tabbed = self
    tabbed.tabsBox = TabContainer(
      items: tabs.map(\.0), selectedIndex: selectedIndex, stacks: stacks)
    try tabbed.checkInvariants()
    self = tabbed
  }

  // MARK: Reading tabs

  /// The tabs, in order; empty when the base is a single stack.
  public var tabs: [TabID] { tabsBox?.ids ?? [] }

  /// The selected tab, or `nil` when the base is a single stack.
  public var selectedTab: TabID? { tabsBox?.selected }

  /// Every tab's label (its title and symbol), in order; empty when the base is a single stack.
  /// It costs the number of tabs, whatever their depth: what a host's tab bar shows.
  public var tabItems: [TabItem] { tabsBox?.items ?? [] }

  /// Every tab with its stack, in order (the selected tab's stack is the base stack).
  public var tabStacks: [Tab<Route>] {
    guard let tabsBox else { return [] }
    return tabsBox.ids.indices.map { index in
      Tab(
        tabsBox.items[index],
        stack: index == tabsBox.selectedIndex ? baseStack : tabsBox.stacks[index]?.screens ?? [],
        split: index == tabsBox.selectedIndex
          ? splitLayout : tabsBox.stacks[index]?.rootNode.options.split)
    }
  }

  /// The root screen of every tab, in order; empty when the base is a single stack. It costs
  /// the number of tabs, whatever their depth: a host checks these screens after each change,
  /// the only ones a coordinator takes over in place (``Coordinator/coordinate(to:inTab:)``).
  package var tabRoots: [NavigationScreen<Route>] {
    guard let tabsBox else { return [] }
    return tabsBox.ids.indices.compactMap { index in
      index == tabsBox.selectedIndex ? root : tabsBox.stacks[index]?.rootNode.screen
    }
  }

  /// The stack of tab `id`, root first.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``.
  public func stack(ofTab id: TabID) throws(NavigationError) -> [NavigationScreen<Route>] {
    let (box, index) = try tabPosition(id)
    return index == box.selectedIndex ? baseStack : box.stacks[index]?.screens ?? []
  }

  /// The container and the position of tab `id` in it.
  func tabPosition(_ id: TabID) throws(NavigationError) -> (TabContainer<Route>, Int) {
    guard let tabsBox else { throw .unknownTab(id, tabs: []) }
    guard let index = tabsBox.index(of: id) else { throw .unknownTab(id, tabs: tabsBox.ids) }
    return (tabsBox, index)
  }
}

extension NavigationState where Route: Equatable {
  /// Whether both states have the same tabs, labels, selection and stacks of the tabs not
  /// selected;
  /// shared containers and stacks answer from identity.
  func hasSameTabs(as other: Self) -> Bool {
    tabsMatch(other) {
      $0?.screens == $1?.screens && $0?.rootNode.options.split == $1?.rootNode.options.split
    }
  }

  /// Whether `other` has the same tabs, labels, selection and screens (identities, routes, styles) as
  /// this state, whatever their owners: what a host shows of the tabs is the same.
  func showsSameTabs(as other: Self) -> Bool {
    tabsMatch(other) { left, right in
      let leftNodes = left?.nodes ?? []
      let rightNodes = right?.nodes ?? []
      return leftNodes.count == rightNodes.count
        && left?.rootNode.options.split == right?.rootNode.options.split
        && zip(leftNodes, rightNodes).allSatisfy { $0.id == $1.id && $0.route == $1.route }
    }
  }

  /// Whether both states have the same tabs and selection, and `stacksMatch` holds for each pair
  /// of stacks of the tabs not selected that are not shared.
  private func tabsMatch(
    _ other: Self, stacksMatch: (StoredStack<Route>?, StoredStack<Route>?) -> Bool
  ) -> Bool {
    if tabsBox === other.tabsBox { return true }
    guard let left = tabsBox, let right = other.tabsBox, left.items == right.items,
      left.selectedIndex == right.selectedIndex
    else { return false }
    for (leftStack, rightStack) in zip(left.stacks, right.stacks) {
      if let leftStack, leftStack.isIdentical(to: rightStack) { continue }
      guard stacksMatch(leftStack, rightStack) else { return false }
    }
    return true
  }

  // MARK: Changing tabs

  /// Selects tab `id`. Modal layers present over the whole container, so they are dismissed
  /// first; the tab left keeps its stack for when it is selected again. Selecting the selected
  /// tab changes nothing (a user's reselection pops it to its root: see
  /// ``UserNavigation/selectedTab(_:)``).
  ///
  /// - Returns: The modal screens dismissed.
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``, or
  ///   ``NavigationError/alertIsShowing(title:)``.
  @discardableResult
  public mutating func selectTab(_ id: TabID) throws(NavigationError) -> NavigationOutcome<Route> {
    let (box, index) = try tabPosition(id)
    guard index != box.selectedIndex else { return .removed([]) }
    try refuseIfAlertShowing()
    guard let next = box.stacks[index] else { return .removed([]) }
    let dismissed = truncatePath(to: top?.firstModalIndex ?? pathCount)
    var stacks = box.stacks
    stacks[box.selectedIndex] = StoredStack(rootNode: rootNode, top: top)
    stacks[index] = nil
    tabsBox = TabContainer(items: box.items, selectedIndex: index, stacks: stacks)
    rootNode = next.rootNode
    top = next.top
    return .removed(dismissed)
  }

  /// Pushes `route` onto the stack of tab `id`, selected or not. In the selected tab with
  /// modal layers up, the screen goes under them, on the tab's own stack.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``, or, for the selected tab,
  ///   ``NavigationError/alertIsShowing(title:)``.
  @discardableResult
  public mutating func push(_ route: Route, inTab id: TabID, owner: CoordinatorID? = nil)
    throws(NavigationError) -> ScreenID
  {
    let screen = NavigationScreen(route, owner: owner)
    try push(screen, inTab: id)
    return screen.id
  }

  /// Pushes `screen`, whose identity the caller chose, onto tab `id`'s stack.
  mutating func push(_ screen: NavigationScreen<Route>, inTab id: TabID) throws(NavigationError) {
    try changeStack(ofTab: id) { stack in stack.append(screen) }
  }

  /// Pops the top screen of tab `id`'s stack; at its root it says so and changes nothing.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``, or, for the selected tab,
  ///   ``NavigationError/alertIsShowing(title:)``.
  @discardableResult
  public mutating func pop(inTab id: TabID) throws(NavigationError) -> NavigationOutcome<Route> {
    var removed: [NavigationScreen<Route>] = []
    try changeStack(ofTab: id) { stack in
      if stack.count > 1 { removed = [stack.removeLast()] }
    }
    return removed.isEmpty ? .nothingToPop : .removed(removed)
  }

  /// Pops tab `id`'s stack back to its root.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``, or, for the selected tab,
  ///   ``NavigationError/alertIsShowing(title:)``.
  @discardableResult
  public mutating func popToRoot(inTab id: TabID) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    var removed: [NavigationScreen<Route>] = []
    try changeStack(ofTab: id) { stack in
      removed = Array(stack.dropFirst())
      stack.removeSubrange(1...)
    }
    return removed.isEmpty ? .nothingToPop : .removed(removed)
  }

  /// Goes back to screen `screen` in tab `id`'s stack, selected or not: the pushes after it
  /// leave. How a flow that runs in a tab goes back to its first screen while another tab shows.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``, ``NavigationError/screenNotFound(_:)``
  ///   when the screen is not in that stack, or, for the selected tab,
  ///   ``NavigationError/alertIsShowing(title:)``; nothing changes.
  @discardableResult
  package mutating func pop(to screen: ScreenID, inTab id: TabID) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    guard let index = try stack(ofTab: id).firstIndex(where: { $0.id == screen }) else {
      throw .screenNotFound(screen)
    }
    var removed: [NavigationScreen<Route>] = []
    try changeStack(ofTab: id) { stack in
      removed = Array(stack[(index + 1)...])
      stack.removeSubrange((index + 1)...)
    }
    return removed.isEmpty ? .nothingToPop : .removed(removed)
  }

  /// Goes back to screen `screen`: in tab `tab`'s stack when one is given (a tab that is not
  /// selected), in the path otherwise.
  @discardableResult
  package mutating func pop(to screen: ScreenID, inHiddenTab tab: TabID?) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    guard let tab else { return try pop(to: screen) }
    return try pop(to: screen, inTab: tab)
  }

  /// Pushes `route`, owned by `owner`: onto tab `tab`'s stack when one is given (a tab that is
  /// not selected), onto the top stack otherwise.
  @discardableResult
  package mutating func push(_ route: Route, inHiddenTab tab: TabID?, owner: CoordinatorID)
    throws(NavigationError) -> ScreenID
  {
    guard let tab else { return try push(route, owner: owner) }
    return try push(route, inTab: tab, owner: owner)
  }

  /// Replaces tab `id`'s whole stack, root included, with `stack` (root first).
  ///
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``, ``NavigationError/invalidTabs(reason:)``
  ///   for an empty stack, ``NavigationError/duplicateScreenID(_:)`` when a screen of `stack` is
  ///   already elsewhere in the state, or, for the selected tab,
  ///   ``NavigationError/alertIsShowing(title:)``.
  public mutating func replaceStack(ofTab id: TabID, with stack: [NavigationScreen<Route>])
    throws(NavigationError)
  {
    try changeStack(ofTab: id) { current in current = stack }
  }

  /// Tab `id`'s stack and its leave guards as `other` shows them with that tab selected: how a
  /// restoration rebuilds a tab that is not selected without dismissing what is presented over
  /// the tabs. Changes nothing for an unknown or selected tab.
  mutating func takeStack(ofTab id: TabID, from other: NavigationState) {
    guard let (box, index) = try? tabPosition(id), index != box.selectedIndex else { return }
    let stack =
      other.top?.firstModalIndex == nil
      ? StoredStack(rootNode: other.rootNode, top: other.top)
      : StoredStack(other.baseStack, options: other.rootNode.options)
    tabsBox = box.replacing(stackAt: index, with: stack)
    for screen in other.baseStack where other.isLeaveGuarded(screen.id) {
      try? setLeaveGuard(true, for: screen.id)  // The screen is now in this tab: it is there.
    }
  }

  // MARK: Helpers

  /// Changes the stack of tab `id` as a list of screens and rebuilds it; in the selected tab the
  /// modal layers above are put back on top. Checks that the stack is not empty and that no new
  /// screen is already elsewhere; on error nothing changes.
  private mutating func changeStack(
    ofTab id: TabID, _ body: (inout [NavigationScreen<Route>]) -> Void
  ) throws(NavigationError) {
    let (box, index) = try tabPosition(id)
    let isSelected = index == box.selectedIndex
    if isSelected { try refuseIfAlertShowing() }
    let old = isSelected ? baseStack : box.stacks[index]?.screens ?? []
    var new = old
    body(&new)
    guard let root = new.first else {
      throw .invalidTabs(reason: "the tab \"\(id)\" would have an empty stack")
    }
    let oldIDs = Set(old.map(\.id))
    var seen: Set<ScreenID> = []
    let others = Set(screens.map(\.id)).subtracting(oldIDs)
    for screen in new where !seen.insert(screen.id).inserted || others.contains(screen.id) {
      throw .duplicateScreenID(screen.id)
    }
    guard isSelected else {
      let options = box.stacks[index]?.rootNode.options ?? .none
      tabsBox = box.replacing(
        stackAt: index,
        with: Self.storedStack(new, options: options, keepingScreenOptionsOf: box.stacks[index]))
      return
    }
    let modals = top?.firstModalIndex.map { top?.nodes(from: $0) ?? [] } ?? []
    if root.id != rootNode.id || root.route != rootNode.route || root.owner != rootNode.owner {
      rootNode = PathNode(root: root, options: rootNode.options)
    }
    // The pushes both versions share stay shared; the rest is rebuilt.
    var kept = 0
    let oldPushes = Array(old.dropFirst())
    let newPushes = Array(new.dropFirst())
    while kept < min(oldPushes.count, newPushes.count),
      oldPushes[kept].id == newPushes[kept].id, oldPushes[kept].route == newPushes[kept].route,
      oldPushes[kept].owner == newPushes[kept].owner
    {
      kept += 1
    }
    top = node(atCount: kept)
    for screen in newPushes[kept...] {
      append(PresentedScreen(screen, style: .push))
    }
    for node in modals {
      append(copying: node)
    }
  }
}

extension NavigationState where Route: Equatable {
  /// The first tab, in order, whose root shows `route`; `nil` without one, or without tabs.
  /// Costs the number of tabs.
  package func tab(withRootRoute route: Route) -> TabID? {
    guard let tabsBox else { return nil }
    for index in tabsBox.ids.indices {
      let root =
        index == tabsBox.selectedIndex ? rootNode.route : tabsBox.stacks[index]?.rootNode.route
      if root == route { return tabsBox.ids[index] }
    }
    return nil
  }
}
