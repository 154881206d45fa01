/// The tab operations of ``NavigationState``, applied live: each accepted request is one change,
/// refused like any other request when it would remove a guarded screen or a leave guard's
/// question is open.
extension Navigator {
  /// Pushes `route` onto tab `id`'s stack. See ``NavigationState/push(_:inTab:owner:)``.
  @discardableResult
  package func push(_ route: Route, inTab id: TabID, owner: CoordinatorID? = nil)
    throws(NavigationError) -> ScreenID
  {
    let screen = NavigationScreen(route, owner: owner)
    return try performRequest(owner: owner) { (state) throws(NavigationError) in
      try state.push(screen, inTab: id)
      return screen.id
    }
  }

  /// Replaces tab `id`'s whole stack. See ``NavigationState/replaceStack(ofTab:with:)``.
  package func replaceStack(
    ofTab id: TabID, with stack: [NavigationScreen<Route>], owner: CoordinatorID? = nil
  ) throws(NavigationError) {
    try performRequest(owner: owner) { (state) throws(NavigationError) in
      try state.replaceStack(ofTab: id, with: stack)
    }
  }
}
