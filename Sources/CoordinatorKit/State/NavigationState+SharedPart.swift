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
    // type information, which cost more than the walk itself. The nodes are kept as plain
    // unretained references (the states keep them alive) and their counts beside them: an
    // array of generic nodes asks the runtime for its type on every read and write.
    guard let first = states.first else { return [] }
    var nodes = ContiguousArray<Unmanaged<AnyObject>>()
    var counts: [Int] = []
    nodes.reserveCapacity(states.count)
    counts.reserveCapacity(states.count)
    var lowest = Int.max
    for state in states {
      guard state.rootNode === first.rootNode, state.tabsBox === first.tabsBox else { return nil }
      nodes.append(Unmanaged.passUnretained(state.topObject))
      counts.append(state.pathCount)
      lowest = min(lowest, state.pathCount)
    }
    /// Lists the node at `index` (which holds `counts[index]` elements, more than none) and
    /// moves down from it.
    func listAndDescend(_ index: Int, into listed: inout [ScreenID]) {
      unowned(unsafe) let current = unsafeDowncast(
        nodes[index].takeUnretainedValue(), to: PathNode<Route>.self)
      listed.append(current.id)
      counts[index] -= 1
      nodes[index] =
        counts[index] == 0
        ? Unmanaged.passUnretained(AbsentPart.shared)
        : Unmanaged.passUnretained(current.below.unsafelyUnwrapped)
    }
    var above: [[ScreenID]] = []
    above.reserveCapacity(states.count)
    // Down to the height of the lowest state first: nothing above it can be shared by all.
    for index in 0..<nodes.count {
      var listed: [ScreenID] = []
      while counts[index] > lowest {
        listAndDescend(index, into: &listed)
      }
      above.append(listed)
    }
    // Then down together, one node each, until every state stands on the same node (or all on
    // the root): nodes never change once made, so everything below it is shared too.
    var height = lowest
    while height > 0, !allAreIdentical(nodes) {
      for index in 0..<nodes.count {
        listAndDescend(index, into: &above[index])
      }
      height -= 1
    }
    return above
  }

  /// The screens two versions of a state hold above the highest path node both share, top
  /// first: ``screensAboveSharedPart(of:)`` for the commonest comparison (a state and the next
  /// one), without an array of states. Its walks are counted and retain no node (see
  /// ``PathNode``, "Storage that generic code copies cheaply"), so it asks the runtime for no
  /// type: a change checked against its leave guards compares two states twice.
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
    unowned(unsafe) var left: PathNode<Route> = earlierTop
    for _ in 0..<(earlierCount - height) {
      earlierScreens.append(left.id)
      left = left.below.unsafelyUnwrapped
    }
    unowned(unsafe) var right: PathNode<Route> = laterTop
    for _ in 0..<(laterCount - height) {
      laterScreens.append(right.id)
      right = right.below.unsafelyUnwrapped
    }
    // Then down together until both stand on the same node, or on the root.
    while left !== right {
      earlierScreens.append(left.id)
      laterScreens.append(right.id)
      height -= 1
      guard height > 0 else { break }
      left = left.below.unsafelyUnwrapped
      right = right.below.unsafelyUnwrapped
    }
    return (earlierScreens, laterScreens)
  }

  /// Appends the identities of `top` and the `count - 1` nodes below it, top first.
  private static func listScreens(
    from top: PathNode<Route>?, count: Int, into screens: inout [ScreenID]
  ) {
    guard count > 0, let top else { return }
    screens.reserveCapacity(count)
    unowned(unsafe) var node: PathNode<Route> = top
    var remaining = count
    while true {
      screens.append(node.id)
      remaining -= 1
      if remaining == 0 { break }
      node = node.below.unsafelyUnwrapped
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

  private static func allAreIdentical(_ nodes: ContiguousArray<Unmanaged<AnyObject>>) -> Bool {
    let reference = nodes[0].toOpaque()
    for node in nodes where node.toOpaque() != reference {
      return false
    }
    return true
  }
}
