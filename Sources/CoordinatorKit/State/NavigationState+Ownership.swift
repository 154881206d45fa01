/// Finding and removing the screens of coordinators, for the coordinator lifecycle.
extension NavigationState {
  /// The node of the lowest screen owned by one of `owners` (the root node for the root), found
  /// from the top: the search stops once it has seen `count` such screens (how many they own),
  /// so it costs the distance from the top to that screen.
  func lowestNode(ownedBy owners: Set<CoordinatorID>, count: Int) -> PathNode<Route>? {
    var remaining = count
    var lowest: PathNode<Route>?
    var node = top
    while remaining > 0, let current = node {
      if let owner = current.owner, owners.contains(owner) {
        lowest = current
        remaining -= 1
      }
      node = current.below
    }
    if remaining > 0, let owner = rootNode.owner, owners.contains(owner) {
      lowest = rootNode
    }
    return lowest
  }

  /// The state without the screens of `owners` (who own `count` screens here): their lowest
  /// screen and everything above it leave, alert included, as popping or dismissing them would.
  /// The root cannot leave: when it is theirs, it stays with no owner.
  func removingScreens(ownedBy owners: Set<CoordinatorID>, count: Int) -> Self {
    guard let lowest = lowestNode(ownedBy: owners, count: count) else { return self }
    var result = self
    result.alertBox = nil
    if lowest === rootNode {
      result.rootNode = PathNode(
        id: rootNode.id, owner: nil, style: .push, route: rootNode.route, below: nil, isRoot: true)
      result.top = nil
    } else {
      result.top = lowest.below
    }
    return result
  }
}
