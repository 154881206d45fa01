/// What changed between two states, found without walking their shared part.
extension NavigationState {
  /// The screens of `old` that are not in `new`, and the screens of `new` that were not in
  /// `old`, bottom first. The cost is the part of the two paths above the highest node they
  /// share, so comparing a state with its next version costs the change, not the depth.
  static func differences(from old: NavigationState, to new: NavigationState) -> (
    removed: [Screen<Route>], added: [Screen<Route>]
  ) {
    let (oldAbove, newAbove) = elementsAboveSharedNodes(old.top, new.top)
    var oldScreens = oldAbove.map(\.screen)
    var newScreens = newAbove.map(\.screen)
    if old.root.id != new.root.id {
      oldScreens.insert(old.root, at: 0)
      newScreens.insert(new.root, at: 0)
    }
    guard !oldScreens.isEmpty, !newScreens.isEmpty else { return (oldScreens, newScreens) }
    let oldIDs = Set(oldScreens.map(\.id))
    let newIDs = Set(newScreens.map(\.id))
    return (
      oldScreens.filter { !newIDs.contains($0.id) }, newScreens.filter { !oldIDs.contains($0.id) }
    )
  }

  /// The elements of two paths above the highest node both share, bottom first.
  static func elementsAboveSharedNodes(_ left: PathNode<Route>?, _ right: PathNode<Route>?) -> (
    [PresentedScreen<Route>], [PresentedScreen<Route>]
  ) {
    var left = left
    var right = right
    var leftElements: [PresentedScreen<Route>] = []
    var rightElements: [PresentedScreen<Route>] = []
    while let node = left, node.count > (right?.count ?? 0) {
      leftElements.append(node.element)
      left = node.below
    }
    while let node = right, node.count > (left?.count ?? 0) {
      rightElements.append(node.element)
      right = node.below
    }
    while let leftNode = left, let rightNode = right, leftNode !== rightNode {
      leftElements.append(leftNode.element)
      rightElements.append(rightNode.element)
      left = leftNode.below
      right = rightNode.below
    }
    return (leftElements.reversed(), rightElements.reversed())
  }

  /// The state after the user removed `removed` from the display while the app had already
  /// moved on: exactly those screens leave, together with the pushes inside a layer whose root
  /// left (they cannot stand without it); everything the app added meanwhile stays, in order,
  /// on top of what the user did. The alert stays: it is over everything, wherever that is.
  ///
  /// - Returns: The new state and the screens that left, bottom first.
  func removingScreens(removedByUser removed: Set<ScreenID>) -> (Self, [Screen<Route>]) {
    // Everything below the lowest removed screen stays as it is, shared.
    var lowest: PathNode<Route>?
    var node = top
    while let current = node {
      if removed.contains(current.element.screen.id) { lowest = current }
      node = current.below
    }
    guard let lowest else { return (self, []) }
    var result = NavigationState(root: root, top: lowest.below, alert: alert)
    var left: [Screen<Route>] = []
    var inRemovedLayer = false
    for element in top?.elements(from: lowest.index) ?? [] {
      let screen = element.screen
      if element.style.isModal {
        inRemovedLayer = removed.contains(screen.id)
      }
      if inRemovedLayer || removed.contains(screen.id) {
        left.append(screen)
      } else {
        result.append(element)
      }
    }
    return (result, left)
  }
}
