/// The tab operations of ``NavigationState``, applied live: each accepted request is one change,
/// held or asked like any other request when leave guards are involved.
extension Navigator {
  /// Selects tab `id`, dismissing what is presented over the tabs. See
  /// ``NavigationState/selectTab(_:)``.
  @discardableResult
  package func selectTab(_ id: TabID, animation: TransitionAnimation = .everyStep)
    throws(NavigationError) -> NavigationOutcome<Route>
  {
    try removal(animation: animation) { (state) throws(NavigationError) in
      try state.selectTab(id)
    }
  }

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

  /// Pops the top screen of tab `id`'s stack. See ``NavigationState/pop(inTab:)``.
  @discardableResult
  package func pop(inTab id: TabID) throws(NavigationError) -> NavigationOutcome<Route> {
    try removal { (state) throws(NavigationError) in try state.pop(inTab: id) }
  }

  /// Pops tab `id`'s stack to its root. See ``NavigationState/popToRoot(inTab:)``.
  @discardableResult
  package func popToRoot(inTab id: TabID) throws(NavigationError) -> NavigationOutcome<Route> {
    try removal { (state) throws(NavigationError) in try state.popToRoot(inTab: id) }
  }

  /// Replaces tab `id`'s whole stack. See ``NavigationState/replaceStack(ofTab:with:)``.
  package func replaceStack(ofTab id: TabID, with stack: [Screen<Route>]) throws(NavigationError) {
    try performGuarded(whenHeld: (), ) { (state) throws(NavigationError) in
      try state.replaceStack(ofTab: id, with: stack)
    }
  }
}
