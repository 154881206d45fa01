/// Routes replaced in place across every tab: how a state to save takes the routes the screens'
/// models give (`Navigator.stateToSave`).
extension NavigationState {
  /// Shows each route of `routes` on the screen of its identity, in any tab, keeping every
  /// screen's identity, owner, place and presentation; identities not in the state are ignored.
  ///
  /// One walk over the screens; the path is rebuilt once, above its lowest changed screen, and
  /// each tab that is not selected only when one of its screens changed.
  package mutating func replaceRoutes(_ routes: [ScreenID: Route]) {
    guard !routes.isEmpty else { return }
    if let route = routes[root.id] { root.route = route }
    replacePathRoutes(routes)
    guard let box = tabsBox else { return }
    var tabs = box
    for index in box.stacks.indices where index != box.selectedIndex {
      guard let stack = box.stacks[index], stack.nodes.contains(where: { routes[$0.id] != nil })
      else { continue }
      var rootScreen = stack.rootNode.screen
      rootScreen.route = routes[rootScreen.id] ?? rootScreen.route
      var top: PathNode<Route>?
      for node in stack.top?.nodes(from: 0) ?? [] {
        top = PathNode(
          id: node.id, owner: node.owner, style: node.style, route: routes[node.id] ?? node.route,
          below: top, options: node.options)
      }
      let rootNode = PathNode(root: rootScreen, options: stack.rootNode.options)
      tabs = tabs.replacing(stackAt: index, with: StoredStack(rootNode: rootNode, top: top))
    }
    tabsBox = tabs
  }

  /// ``replaceRoutes(_:)`` for the path: the nodes from the lowest changed one up are rebuilt.
  private mutating func replacePathRoutes(_ routes: [ScreenID: Route]) {
    var lowest: PathNode<Route>?
    var node = top
    while let current = node {
      if routes[current.id] != nil { lowest = current }
      node = current.below
    }
    guard let lowest else { return }
    let above = top?.nodes(from: lowest.index) ?? []
    top = lowest.below
    for node in above {
      top = PathNode(
        id: node.id, owner: node.owner, style: node.style, route: routes[node.id] ?? node.route,
        below: top, options: node.options)
    }
  }
}
