/// Finding and removing the screens of coordinators, for the coordinator lifecycle.
extension NavigationState {
  /// The lowest screen owned by one of `owners`, found from the top: the search stops once it
  /// has seen `count` such screens (how many they own), so it costs the distance from the top
  /// to that screen. Its path index is `-1` for the root.
  func lowestScreen(ownedBy owners: Set<CoordinatorID>, count: Int) -> (
    index: Int, screen: Screen<Route>
  )? {
    var remaining = count
    var lowest: (index: Int, screen: Screen<Route>)?
    var node = top
    while remaining > 0, let current = node {
      if let owner = current.owner, owners.contains(owner) {
        lowest = (current.index, current.screen)
        remaining -= 1
      }
      node = current.below
    }
    if remaining > 0, let owner = rootNode.owner, owners.contains(owner) {
      lowest = (-1, root)
    }
    return lowest
  }

  /// The state without the screens of `owners` (who own `count` screens here): their lowest
  /// screen and everything above it leave, alert included, as popping or dismissing them would.
  /// The root cannot leave: when it is theirs, it stays with no owner.
  func removingScreens(ownedBy owners: Set<CoordinatorID>, count: Int) -> Self {
    guard let lowest = lowestScreen(ownedBy: owners, count: count) else { return self }
    var result = self
    result.alert = nil
    if lowest.index < 0 {
      result.root.owner = nil
      result.top = nil
    } else {
      result.top = node(atCount: lowest.index)
    }
    return result
  }
}
