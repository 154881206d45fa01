/// Looking up several screens at once: one walk of the state for all of them, where a lookup
/// per screen (``NavigationState/contains(_:)``) walked it once for each.
extension NavigationState {
  /// The screens among `ids` that are in the state (in any tab).
  ///
  /// One walk from the top of the path down to the root, then through the stacks of the tabs
  /// not selected, which stops as soon as every one is found: it costs the distance from the
  /// top to the deepest of them (the whole state when one is absent), whatever their number.
  func presentScreens(among ids: Set<ScreenID>) -> Set<ScreenID> {
    var found: Set<ScreenID> = []
    guard !ids.isEmpty else { return found }
    // A few identities are compared directly: hashing every node's identity costs more than
    // comparing it with a dozen (a lookup per identity compared it with one).
    let few = ids.count <= 16 ? Array(ids) : nil
    var node = top
    while let current = node {
      if few?.contains(current.id) ?? ids.contains(current.id) {
        found.insert(current.id)
        if found.count == ids.count { return found }
      }
      node = current.below
    }
    if ids.contains(rootNode.id) {
      found.insert(rootNode.id)
      if found.count == ids.count { return found }
    }
    for node in tabsBox?.storedNodes ?? [] where ids.contains(node.id) {
      found.insert(node.id)
    }
    return found
  }
}
