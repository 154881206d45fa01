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
    guard let first = states.first else { return [] }
    guard
      states.allSatisfy({ $0.rootNode === first.rootNode && $0.tabsBox === first.tabsBox })
    else { return nil }
    var nodes = states.map(\.top)
    var above = Array(repeating: [ScreenID](), count: states.count)
    // Down to the height of the lowest state first: nothing above it can be shared by all.
    let lowest = nodes.map { $0?.count ?? 0 }.min() ?? 0
    for index in nodes.indices {
      while let node = nodes[index], node.count > lowest {
        above[index].append(node.id)
        nodes[index] = node.below
      }
    }
    // Then down together, one node each, until every state stands on the same node: nodes never
    // change once made, so everything below it is shared too.
    while let reference = nodes[0], !nodes.allSatisfy({ $0 === reference }) {
      for index in nodes.indices {
        guard let node = nodes[index] else { continue }
        above[index].append(node.id)
        nodes[index] = node.below
      }
    }
    return above
  }
}
