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
    var result = self
    if let tabsBox {
      result.tabsBox = tabsBox.removingScreens(ownedBy: owners)
    }
    guard let lowest = lowestNode(ownedBy: owners, count: count) else { return result }
    result.alertBox = nil
    if lowest === rootNode {
      result.rootNode = PathNode(
        id: rootNode.id, owner: nil, style: .push, route: rootNode.route, below: nil, isRoot: true,
        options: rootNode.options)
      result.top = nil
    } else {
      result.top = lowest.below
    }
    return result
  }
}

extension TabContainer {
  /// The container without the screens of `owners` in the tabs that are not selected: in each
  /// such stack their lowest screen and everything above it leave; a root of theirs stays with
  /// no owner, as the base root does. The container itself when they own nothing here.
  func removingScreens(ownedBy owners: Set<CoordinatorID>) -> TabContainer {
    var stacks = self.stacks
    var changed = false
    for (index, stack) in stacks.enumerated() {
      guard let stack else { continue }
      let nodes = stack.nodes
      guard let lowest = nodes.firstIndex(where: { $0.owner.map(owners.contains) ?? false }) else {
        continue
      }
      changed = true
      if lowest == 0 {
        let root = stack.rootNode
        stacks[index] = StoredStack(
          rootNode: PathNode(
            id: root.id, owner: nil, style: .push, route: root.route, below: nil, isRoot: true,
            options: root.options),
          top: nil)
      } else {
        stacks[index] = StoredStack(rootNode: stack.rootNode, top: nodes[lowest].below)
      }
    }
    return changed ? TabContainer(items: items, selectedIndex: selectedIndex, stacks: stacks) : self
  }
}
