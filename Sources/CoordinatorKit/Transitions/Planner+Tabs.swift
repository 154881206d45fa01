extension Planner {
  /// Plans a change of the tab container (see ``TransitionPlan`` for the order): the steps of
  /// an ordinary change around one step that selects a tab or replaces the tabs.
  mutating func planTabChange<Route: Equatable>(
    from start: NavigationState<Route>, to target: NavigationState<Route>
  ) {
    let from = start.tabsBox
    let to = target.tabsBox
    // The same tab stays selected (tabs around it may come, go or move): what is over the
    // container stays, and only the tab bar is rebuilt.
    if let from, let to, from.selected == to.selected {
      var mid = start
      // A screen that moves from the selected tab (or a layer over it) into another tab leaves
      // first, so no step shows it in both places; a screen moving the other way arrives after
      // the tabs changed, in the steps that follow.
      // Only the stacks that changed are read, so an unchanged tab costs nothing.
      var moving: Set<ScreenID> = []
      for (id, new) in zip(to.ids, to.stacks) {
        let old = from.index(of: id).flatMap { from.stacks[$0] }
        guard let new, !new.isIdentical(to: old) else { continue }
        moving.formUnion(new.nodes.map(\.id))
      }
      // A path both states share object for object lost no screen to another tab: a tab added,
      // removed, moved or badged beside the selected one costs the tabs, not the path's depth.
      let keepsPath = start.rootNode === target.rootNode && start.top === target.top
      if !moving.isEmpty, !keepsPath {
        var lowest: Int?
        var node = start.top
        while let current = node {
          if moving.contains(current.id) { lowest = current.index }
          node = current.below
        }
        if let lowest {
          mid = start.prefix(lowest, keepingAlert: false)
          planOrdinary(from: start, to: mid)
        }
      }
      mid.tabsBox = to
      // Other tabs whose screens only changed owner (a tab's coordinator stopped) show nothing
      // new: no step, as for an owner change in the selected stack.
      if !start.showsSameTabs(as: target) {
        append(.replaceTabs, mid)
      }
      planOrdinary(from: mid, to: target)
      return
    }
    // What is over the container goes first.
    let bare = start.prefix(start.top?.firstModalIndex ?? start.pathCount, keepingAlert: false)
    planOrdinary(from: start, to: bare)
    let baseCount = target.top?.firstModalIndex ?? target.pathCount
    var mid = NavigationState(
      rootNode: target.rootNode, top: target.node(atCount: baseCount), alertBox: nil,
      tabsBox: to)
    if let from, let to, from.ids == to.ids {
      // The tab as the user left it, when it is still the same tab; the steps after it show
      // what changed in it.
      if let stored = from.stacks[to.selectedIndex], stored.rootNode.id == target.rootNode.id {
        mid.rootNode = stored.rootNode
        mid.top = stored.top
      }
      append(.selectTab(to.selected), mid)
    } else {
      append(.replaceTabs, mid)
    }
    planOrdinary(from: mid, to: target)
  }
}
