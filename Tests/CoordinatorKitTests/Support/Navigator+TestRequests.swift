import CoordinatorKit

/// The state's operations one at a time on a navigator, as the tests make them: each is one
/// `update`-like request that also returns the guard-aware outcome of a removal
/// (``NavigationOutcome/awaitingConfirmation(_:)``, ``NavigationOutcome/held``), which the tests
/// assert. Apps make the same requests with `navigator.update { … }`.
@MainActor
extension Navigator {
  /// Pops the top screen of the top stack; at a root it says so and changes nothing.
  @discardableResult
  func pop() throws(NavigationError) -> NavigationOutcome<Route> {
    try removal { (state) throws(NavigationError) in try state.pop() }
  }

  /// Pops the top stack back to its root.
  @discardableResult
  func popToRoot() throws(NavigationError) -> NavigationOutcome<Route> {
    try removal { (state) throws(NavigationError) in try state.popToRoot() }
  }

  /// Goes back to the topmost screen whose route matches `predicate`.
  @discardableResult
  func popToLast(where predicate: @escaping (Route) -> Bool) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    try removal { (state) throws(NavigationError) in try state.popToLast(where: predicate) }
  }

  /// Goes back to the topmost screen of the same route case as `example`.
  @discardableResult
  func popToLast(sameCaseAs example: Route) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    try removal { (state) throws(NavigationError) in try state.popToLast(sameCaseAs: example) }
  }

  /// Dismisses the top modal layer; with none presented it says so and changes nothing.
  @discardableResult
  func dismiss() throws(NavigationError) -> NavigationOutcome<Route> {
    try removal { (state) throws(NavigationError) in try state.dismiss() }
  }

  /// Dismisses every modal layer.
  @discardableResult
  func dismissAll() throws(NavigationError) -> NavigationOutcome<Route> {
    try removal { (state) throws(NavigationError) in try state.dismissAll() }
  }

  /// Changes what screen `id` shows, keeping its identity: an update in place.
  func updateRoute(of id: ScreenID, to route: Route) throws(NavigationError) {
    try performGuarded(whenHeld: (), ) { (state) throws(NavigationError) in
      try state.updateRoute(of: id, to: route)
    }
  }

  /// Removes everything over the root, alert included (its handler hears `nil`).
  @discardableResult
  func reset(animation: TransitionAnimation = .everyStep) -> NavigationOutcome<Route> {
    (try? removal(animation: animation) { state in state.reset() }) ?? .removed([])
  }

  /// Removes the showing alert unanswered; its handler receives `nil`. Never held: removing an
  /// alert removes no screen.
  @discardableResult
  func dismissAlert() -> AlertState? {
    update(overridingLeaveGuards: true) { $0.dismissAlert() }
  }

  /// Selects tab `id`, dismissing what is presented over the tabs. See
  /// ``NavigationState/selectTab(_:)``.
  @discardableResult
  func selectTab(_ id: TabID, animation: TransitionAnimation = .everyStep)
    throws(NavigationError) -> NavigationOutcome<Route>
  {
    try removal(animation: animation) { (state) throws(NavigationError) in
      try state.selectTab(id)
    }
  }

  /// Pops the top screen of tab `id`'s stack. See ``NavigationState/pop(inTab:)``.
  @discardableResult
  func pop(inTab id: TabID) throws(NavigationError) -> NavigationOutcome<Route> {
    try removal { (state) throws(NavigationError) in try state.pop(inTab: id) }
  }

  /// Pops tab `id`'s stack to its root. See ``NavigationState/popToRoot(inTab:)``.
  @discardableResult
  func popToRoot(inTab id: TabID) throws(NavigationError) -> NavigationOutcome<Route> {
    try removal { (state) throws(NavigationError) in try state.popToRoot(inTab: id) }
  }
}
