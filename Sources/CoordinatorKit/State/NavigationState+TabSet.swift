/// Changing the set of tabs by a request: a tab added, removed or moved, and a tab's badge, each
/// costing what it changes (the number of tabs, and the screens of a tab that goes), never the
/// depth of the other tabs.
extension NavigationState {
  /// Adds `tab` at position `index` (after the last tab when `nil`), not selected; its screens
  /// stay in the state, and their coordinators run, from now on.
  ///
  /// Each of the tab's screens must be new to the state, which is checked for each of them
  /// against the state's screens; a tab made with a new root (``Tab/init(_:title:symbol:badge:section:isSearch:root:owner:split:)``) has one.
  ///
  /// - Throws: ``NavigationError/invalidTabs(reason:)`` when the state has no tabs, the tab's
  ///   stack is empty or `index` is outside the tabs, ``NavigationError/duplicateTab(_:)`` when
  ///   a tab has its name already, or ``NavigationError/duplicateScreenID(_:)`` when one of its
  ///   screens is already in the state; nothing changes.
  public mutating func insertTab(_ tab: Tab<Route>, at index: Int? = nil) throws(NavigationError) {
    var seen: Set<ScreenID> = []
    for screen in tab.stack where !seen.insert(screen.id).inserted || contains(screen.id) {
      throw .duplicateScreenID(screen.id)
    }
    try insertTab(newScreens: tab, at: index)
  }

  /// Adds `tab`, whose screens the caller knows are new to the state (it made their identities),
  /// at position `index`; costs the number of tabs. See ``insertTab(_:at:)``.
  package mutating func insertTab(newScreens tab: Tab<Route>, at index: Int?)
    throws(NavigationError)
  {
    guard let box = tabsBox else {
      throw .invalidTabs(
        reason: "this state has no tabs to add \"\(tab.id)\" to; build it with "
          + "NavigationState(tabs:selected:)")
    }
    guard box.index(of: tab.id) == nil else { throw .duplicateTab(tab.id) }
    let position = index ?? box.ids.count
    guard (0...box.ids.count).contains(position) else {
      throw .invalidTabs(
        reason: "position \(position) is outside the \(box.ids.count + 1) places a new tab can take"
      )
    }
    guard let stack = StoredStack(tab.stack, options: LayerOptions(split: tab.split)) else {
      throw .invalidTabs(reason: "the tab \"\(tab.id)\" has an empty stack")
    }
    var items = box.items
    var stacks = box.stacks
    items.insert(tab.item, at: position)
    stacks.insert(stack, at: position)
    tabsBox = TabContainer(
      items: items, selectedIndex: box.selectedIndex + (position <= box.selectedIndex ? 1 : 0),
      stacks: stacks)
  }

  /// Removes tab `id` with its whole stack; its screens leave, and the coordinators that owned
  /// only them stop. The selected tab's removal dismisses what is presented over the tabs too
  /// and selects its neighbour: the tab after it, or the one before when it was the last.
  ///
  /// - Returns: The screens that left: the tab's stack, root first, and for the selected tab the
  ///   modal screens over it.
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``, ``NavigationError/lastTab(_:)`` for the
  ///   only tab, or, for the selected tab, ``NavigationError/alertIsShowing(title:)``; nothing
  ///   changes.
  @discardableResult
  public mutating func removeTab(_ id: TabID) throws(NavigationError) -> NavigationOutcome<Route> {
    let (box, index) = try tabPosition(id)
    guard box.ids.count > 1 else { throw .lastTab(id) }
    var items = box.items
    var stacks = box.stacks
    items.remove(at: index)
    stacks.remove(at: index)
    guard index == box.selectedIndex else {
      tabsBox = TabContainer(
        items: items, selectedIndex: box.selectedIndex - (index < box.selectedIndex ? 1 : 0),
        stacks: stacks)
      return .removed(box.stacks[index]?.screens ?? [])
    }
    try refuseIfAlertShowing()
    // The neighbour after the removed tab now stands at `index`; the one before at `index - 1`.
    let next = index < items.count ? index : index - 1
    guard let neighbour = stacks[next] else { return .removed([]) }
    let removed = top.map { $0.screens(last: $0.count, after: root) } ?? [root]
    stacks[next] = nil
    tabsBox = TabContainer(items: items, selectedIndex: next, stacks: stacks)
    rootNode = neighbour.rootNode
    top = neighbour.top
    return .removed(removed)
  }

  /// Moves tab `id` to position `index` among the tabs, its stack and selection unchanged.
  /// Moving a tab where it is changes nothing.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``, or
  ///   ``NavigationError/invalidTabs(reason:)`` when `index` is outside the tabs; nothing
  ///   changes.
  public mutating func moveTab(_ id: TabID, to index: Int) throws(NavigationError) {
    let (box, from) = try tabPosition(id)
    guard box.ids.indices.contains(index) else {
      throw .invalidTabs(
        reason: "position \(index) is outside the \(box.ids.count) tabs' positions 0 to "
          + "\(box.ids.count - 1)")
    }
    guard index != from else { return }
    var items = box.items
    var stacks = box.stacks
    items.insert(items.remove(at: from), at: index)
    stacks.insert(stacks.remove(at: from), at: index)
    let selected = box.selected
    tabsBox = TabContainer(
      items: items, selectedIndex: items.firstIndex { $0.id == selected } ?? 0, stacks: stacks)
  }

  /// Shows `badge` over tab `id` in the tab bar (an unread count, "New"), or none for `nil`.
  /// Setting the badge it has changes nothing.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``; nothing changes.
  public mutating func setBadge(_ badge: String?, ofTab id: TabID) throws(NavigationError) {
    let (box, index) = try tabPosition(id)
    guard box.items[index].badge != badge else { return }
    var items = box.items
    items[index].badge = badge
    tabsBox = TabContainer(items: items, selectedIndex: box.selectedIndex, stacks: box.stacks)
  }
}
