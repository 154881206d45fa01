/// What changed between two states, found without walking their shared part.
extension NavigationState {
  /// The screens of `old` that are not in `new`, and the screens of `new` that were not in
  /// `old`, bottom first. The cost is the part of the two paths above the highest node they
  /// share, so comparing a state with its next version costs the change, not the depth.
  static func differences(from old: NavigationState, to new: NavigationState) -> (
    removed: [NavigationScreen<Route>], added: [NavigationScreen<Route>]
  ) {
    var oldNodes: [PathNode<Route>] = []
    var newNodes: [PathNode<Route>] = []
    var left = old.top
    var right = new.top
    while let node = left, node.count > (right?.count ?? 0) {
      oldNodes.append(node)
      left = node.below
    }
    while let node = right, node.count > (left?.count ?? 0) {
      newNodes.append(node)
      right = node.below
    }
    while let leftNode = left, let rightNode = right, leftNode !== rightNode {
      oldNodes.append(leftNode)
      newNodes.append(rightNode)
      left = leftNode.below
      right = rightNode.below
    }
    if old.rootNode.id != new.rootNode.id {
      oldNodes.append(old.rootNode)
      newNodes.append(new.rootNode)
    }
    oldNodes.reverse()
    newNodes.reverse()
    if old.tabsBox !== new.tabsBox {
      // Stacks of tabs not selected that differ count whole on each side; a stack that moved
      // between the path and the container (a tab switch) is then in both and filtered out.
      let oldStacks = old.tabsBox?.stacks ?? []
      let newStacks = new.tabsBox?.stacks ?? []
      for stack in oldStacks {
        guard let stack, !newStacks.contains(where: { stack.isIdentical(to: $0) }) else { continue }
        oldNodes += stack.nodes
      }
      for stack in newStacks {
        guard let stack, !oldStacks.contains(where: { stack.isIdentical(to: $0) }) else { continue }
        newNodes += stack.nodes
      }
      // A tab switch moves the whole base stack: compare it whole.
      if old.tabsBox?.selectedIndex != new.tabsBox?.selectedIndex {
        oldNodes += [old.rootNode] + (old.top?.nodes(from: 0) ?? [])
        newNodes += [new.rootNode] + (new.top?.nodes(from: 0) ?? [])
      }
    }
    let oldIDs = Set(oldNodes.map { $0.id })
    let newIDs = Set(newNodes.map { $0.id })
    var removedIDs: Set<ScreenID> = []
    var addedIDs: Set<ScreenID> = []
    return (
      oldNodes.filter { !newIDs.contains($0.id) && removedIDs.insert($0.id).inserted }
        .map { $0.screen },
      newNodes.filter { !oldIDs.contains($0.id) && addedIDs.insert($0.id).inserted }
        .map { $0.screen }
    )
  }

  /// The state after the user removed `removed` from the display while the app had already
  /// moved on: exactly those screens leave, together with the pushes inside a layer whose root
  /// left (they cannot stand without it); everything the app added meanwhile stays, in order,
  /// on top of what the user did. The alert stays: it is over everything, wherever that is.
  ///
  /// - Returns: The new state and the screens that left, bottom first.
  func removingScreens(removedByUser removed: Set<ScreenID>) -> (Self, [NavigationScreen<Route>]) {
    // A tab the app selected away meanwhile loses what the user removed from it too.
    var left: [NavigationScreen<Route>] = []
    var tabs = tabsBox
    if let box = tabsBox {
      var stacks = box.stacks
      for (index, stack) in box.stacks.enumerated() {
        guard let stack, stack.top != nil else { continue }
        let pushes = stack.nodes.dropFirst()
        guard pushes.contains(where: { removed.contains($0.id) }) else { continue }
        left += pushes.filter { removed.contains($0.id) }.map(\.screen)
        stacks[index] = StoredStack(
          [stack.rootNode.screen] + pushes.filter { !removed.contains($0.id) }.map(\.screen),
          options: stack.rootNode.options)
      }
      if !left.isEmpty {
        tabs = TabContainer(items: box.items, selectedIndex: box.selectedIndex, stacks: stacks)
      }
    }
    // Everything below the lowest removed screen stays as it is, shared.
    var lowest: PathNode<Route>?
    var node = top
    while let current = node {
      if removed.contains(current.id) { lowest = current }
      node = current.below
    }
    guard let lowest else {
      var result = self
      result.tabsBox = tabs
      return (result, left)
    }
    var result = NavigationState(
      rootNode: rootNode, top: lowest.below, alertBox: alertBox, tabsBox: tabs)
    result.guardBox = guardBox  // Screens that stay keep their guards; commit drops the rest.
    var inRemovedLayer = false
    for node in top?.nodes(from: lowest.index) ?? [] {
      if node.style.isModal {
        inRemovedLayer = removed.contains(node.id)
      }
      if inRemovedLayer || removed.contains(node.id) {
        left.append(node.screen)
      } else {
        result.append(copying: node)
      }
    }
    return (result, left)
  }
}
