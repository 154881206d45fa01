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
    var walks = _NodeWalks(capacity: states.count)
    var lowest = Int.max
    for state in states {
      guard state.rootNode === first.rootNode, state.tabsBox === first.tabsBox else { return nil }
      walks.append(state.top, count: state.pathCount)
      lowest = min(lowest, state.pathCount)
    }
    var above: [[ScreenID]] = []
    above.reserveCapacity(states.count)
    // Down to the height of the lowest state first: nothing above it can be shared by all.
    for index in 0..<walks.count {
      var listed: [ScreenID] = []
      while walks.height(of: index) > lowest {
        listed.append(walks.takeStep(index, in: Route.self))
      }
      above.append(listed)
    }
    // Then down together, one node each, until every state stands on the same node (or all on
    // the root): nodes never change once made, so everything below it is shared too.
    var height = lowest
    while height > 0, !walks.standOnOneNode {
      for index in 0..<walks.count {
        above[index].append(walks.takeStep(index, in: Route.self))
      }
      height -= 1
    }
    return above
  }

  /// The screens two versions of a state hold above the highest path node both share, top
  /// first: ``screensAboveSharedPart(of:)`` for the commonest comparison (a state and the next
  /// one), without an array of states. Its walks are counted and retain no node (see
  /// ``_NodeWalk``), so it asks the runtime for no type: a change checked against its leave
  /// guards compares two states twice.
  ///
  /// - Returns: `nil` when the states do not share their root node and tab container.
  package static func screensAboveSharedPart(
    _ earlier: NavigationState, _ later: NavigationState
  ) -> (earlier: [ScreenID], later: [ScreenID])? {
    guard earlier.rootNode === later.rootNode, earlier.tabsBox === later.tabsBox else {
      return nil
    }
    var earlierScreens: [ScreenID] = []
    var laterScreens: [ScreenID] = []
    let earlierCount = earlier.pathCount
    let laterCount = later.pathCount
    var height = min(earlierCount, laterCount)
    guard height > 0, let earlierTop = earlier.top, let laterTop = later.top else {
      // One shows its root alone, which is all the two share.
      listScreens(from: earlier.top, count: earlierCount, into: &earlierScreens)
      listScreens(from: later.top, count: laterCount, into: &laterScreens)
      return (earlierScreens, laterScreens)
    }
    // Down to the height of the lower state first: nothing above it can be shared by both.
    var left = _NodeWalk(from: earlierTop, over: earlierCount)
    for _ in 0..<(earlierCount - height) {
      earlierScreens.append(left.node.id)
      left.moveDown()
    }
    var right = _NodeWalk(from: laterTop, over: laterCount)
    for _ in 0..<(laterCount - height) {
      laterScreens.append(right.node.id)
      right.moveDown()
    }
    // Then down together until both stand on the same node, or on the root.
    while left.node !== right.node {
      earlierScreens.append(left.node.id)
      laterScreens.append(right.node.id)
      height -= 1
      guard height > 0 else { break }
      left.moveDown()
      right.moveDown()
    }
    return (earlierScreens, laterScreens)
  }

  /// Appends the identities of `top` and the `count - 1` nodes below it, top first.
  private static func listScreens(
    from top: PathNode<Route>?, count: Int, into screens: inout [ScreenID]
  ) {
    guard count > 0, let top else { return }
    screens.reserveCapacity(count)
    var walk = _NodeWalk(from: top, over: count)
    while true {
      screens.append(walk.node.id)
      guard walk.canMoveDown else { break }
      walk.moveDown()
    }
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
    guard let above = Self.screensAboveSharedPart(earlier, self) else { return nil }
    // This state's screens above the shared part are its top ones.
    var now: [NavigationScreen<Route>] = []
    now.reserveCapacity(above.later.count)
    var node = top
    while now.count < above.later.count, let current = node {
      now.append(current.screen)
      node = current.below
    }
    return (above.earlier, now)
  }
}
