/// The tab operations of ``NavigationState``, applied live: each accepted request is one change,
/// held or asked like any other request when leave guards are involved.
extension Navigator {
  /// Pushes `route` onto tab `id`'s stack. See ``NavigationState/push(_:inTab:owner:)``.
  @discardableResult
  package func push(_ route: Route, inTab id: TabID, owner: CoordinatorID? = nil)
    throws(NavigationError) -> ScreenID
  {
    let screen = Screen(route, owner: owner)
    return try adding(screen) { (state) throws(NavigationError) in
      try state.push(screen, inTab: id)
    }
  }

  /// Replaces tab `id`'s whole stack. See ``NavigationState/replaceStack(ofTab:with:)``.
  package func replaceStack(ofTab id: TabID, with stack: [Screen<Route>]) throws(NavigationError) {
    try performGuarded(whenHeld: (), ) { (state) throws(NavigationError) in
      try state.replaceStack(ofTab: id, with: stack)
    }
  }
}
