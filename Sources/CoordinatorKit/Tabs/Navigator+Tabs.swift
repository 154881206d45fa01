/// The tab operations of ``NavigationState``, applied live: each accepted request is one change.
extension Navigator {
  /// Selects tab `id`, dismissing what is presented over the tabs. See
  /// ``NavigationState/selectTab(_:)``.
  @discardableResult
  public func selectTab(_ id: TabID, animation: TransitionAnimation = .everyStep)
    throws(NavigationError) -> NavigationOutcome<Route>
  {
    var state = storedState
    let outcome = try state.selectTab(id)
    commit(state, cause: .request, animation: animation)
    return outcome
  }

  /// Pushes `route` onto tab `id`'s stack. See ``NavigationState/push(_:inTab:owner:)``.
  @discardableResult
  public func push(_ route: Route, inTab id: TabID, owner: CoordinatorID? = nil)
    throws(NavigationError) -> ScreenID
  {
    var state = storedState
    let screen = try state.push(route, inTab: id, owner: owner)
    commit(state, cause: .request)
    return screen
  }

  /// Pops the top screen of tab `id`'s stack. See ``NavigationState/pop(inTab:)``.
  @discardableResult
  public func pop(inTab id: TabID) throws(NavigationError) -> NavigationOutcome<Route> {
    var state = storedState
    let outcome = try state.pop(inTab: id)
    commit(state, cause: .request)
    return outcome
  }

  /// Pops tab `id`'s stack to its root. See ``NavigationState/popToRoot(inTab:)``.
  @discardableResult
  public func popToRoot(inTab id: TabID) throws(NavigationError) -> NavigationOutcome<Route> {
    var state = storedState
    let outcome = try state.popToRoot(inTab: id)
    commit(state, cause: .request)
    return outcome
  }

  /// Replaces tab `id`'s whole stack. See ``NavigationState/replaceStack(ofTab:with:)``.
  public func replaceStack(ofTab id: TabID, with stack: [Screen<Route>]) throws(NavigationError) {
    var state = storedState
    try state.replaceStack(ofTab: id, with: stack)
    commit(state, cause: .request)
  }
}
