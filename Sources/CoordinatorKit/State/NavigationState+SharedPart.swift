/// The part several versions of a state share, found from their tops: what a host that keeps
/// something per screen reads to learn which screens left, at the cost of what changed.
extension NavigationState {
  /// For states that are versions of one another (one root node, one tab container), the
  /// screens each holds above the highest path node that all of them share, top first.
  ///
  /// Everything at or below that node, the root and the stacks of the tabs not selected are
  /// the same in every state, so a screen listed for one state and for none of the others is in
  /// none of the others at all. The cost is the listed screens, not the depth: states that
  /// differ by a push or a pop list one or two screens however deep they are.
  ///
  /// - Returns: One list per state, in the order given; `nil` when the states do not share
  ///   their root node and tab container, and must be compared whole.
  package static func screensAboveSharedPart(of states: [NavigationState]) -> [[ScreenID]]? {
    // Plain loops: in generic code, key paths and closures over the states ask the runtime for
    // type information, which cost more than the walk itself.
    guard let first = states.first else { return [] }
    var nodes: [PathNode<Route>?] = []
    nodes.reserveCapacity(states.count)
    var lowest = Int.max
    for state in states {
      guard state.rootNode === first.rootNode, state.tabsBox === first.tabsBox else { return nil }
      nodes.append(state.top)
      lowest = min(lowest, state.top?.count ?? 0)
    }
    var above: [[ScreenID]] = []
    above.reserveCapacity(states.count)
    // Down to the height of the lowest state first: nothing above it can be shared by all.
    for index in nodes.indices {
      var listed: [ScreenID] = []
      while let node = nodes[index], node.count > lowest {
        listed.append(node.id)
        nodes[index] = node.below
      }
      above.append(listed)
    }
    // Then down together, one node each, until every state stands on the same node: nodes never
    // change once made, so everything below it is shared too.
    while let reference = nodes[0], !allAreIdentical(nodes, to: reference) {
      for index in nodes.indices {
        guard let node = nodes[index] else { continue }
        above[index].append(node.id)
        nodes[index] = node.below
      }
    }
    return above
  }

  /// For a state that is a version of `earlier` (one root node, one tab container), the screens
  /// `earlier` holds above the highest path node both share, and this state's screens there, top
  /// first: a change from `earlier` to this state removed and added screens only among them, so
  /// a host keeping something per screen updates it at the cost of the change.
  ///
  /// - Returns: `nil` when the states do not share their root node and tab container, and must
  ///   be compared whole.
  package func changedScreens(since earlier: NavigationState)
    -> (earlier: [ScreenID], now: [NavigationScreen<Route>])?
  {
    guard let above = Self.screensAboveSharedPart(of: [earlier, self]) else { return nil }
    // This state's screens above the shared part are its top ones.
    var now: [NavigationScreen<Route>] = []
    now.reserveCapacity(above[1].count)
    var node = top
    while now.count < above[1].count, let current = node {
      now.append(current.screen)
      node = current.below
    }
    return (above[0], now)
  }

  private static func allAreIdentical(_ nodes: [PathNode<Route>?], to reference: PathNode<Route>)
    -> Bool
  {
    for node in nodes where node !== reference {
      return false
    }
    return true
  }
}
