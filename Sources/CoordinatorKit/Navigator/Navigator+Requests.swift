/// The navigation operations of ``NavigationState``, applied live: each accepted request becomes
/// one change, and each refusal throws and changes nothing.
extension Navigator {
  /// Applies `body` to a copy of the state and, if it does not throw, makes the result the new
  /// state as one change (planned as one transition). Use it for compound changes such as
  /// "dismiss everything, then push".
  ///
  /// - Parameters:
  ///   - animation: how the host animates the change: every step (ordinary navigation), only the
  ///     last (a deep link), or none (restoration).
  ///   - body: the change, made to a copy of the state.
  /// - Throws: whatever `body` throws; the state is then unchanged.
  @discardableResult
  public func update<Result, Failure: Error>(
    animation: TransitionAnimation = .everyStep,
    _ body: (inout NavigationState<Route>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var copy = storedState
    let result = try body(&copy)
    commit(copy, cause: .request, animation: animation)
    return result
  }

  /// Pushes `route` onto the top stack. See ``NavigationState/push(_:owner:)``.
  @discardableResult
  public func push(_ route: Route, owner: CoordinatorID? = nil) throws(NavigationError) -> ScreenID
  {
    var state = storedState
    let result = try state.push(route, owner: owner)
    commit(state, cause: .request)
    return result
  }

  /// Presents `route` in a new modal layer. See ``NavigationState/present(_:as:owner:)``.
  @discardableResult
  public func present(_ route: Route, as style: ModalStyle, owner: CoordinatorID? = nil)
    throws(NavigationError) -> ScreenID
  {
    var state = storedState
    let result = try state.present(route, as: style, owner: owner)
    commit(state, cause: .request)
    return result
  }

  /// Pops the top screen of the top stack; at a root it says so and changes nothing.
  @discardableResult
  public func pop() throws(NavigationError) -> NavigationOutcome<Route> {
    var state = storedState
    let result = try state.pop()
    commit(state, cause: .request)
    return result
  }

  /// Pops the top stack back to its root.
  @discardableResult
  public func popToRoot() throws(NavigationError) -> NavigationOutcome<Route> {
    var state = storedState
    let result = try state.popToRoot()
    commit(state, cause: .request)
    return result
  }

  /// Goes back to the screen `id`, dismissing layers above it.
  @discardableResult
  public func pop(to id: ScreenID) throws(NavigationError) -> NavigationOutcome<Route> {
    var state = storedState
    let result = try state.pop(to: id)
    commit(state, cause: .request)
    return result
  }

  /// Goes back to the topmost screen whose route matches `predicate`.
  @discardableResult
  public func popToLast(where predicate: (Route) -> Bool) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    var state = storedState
    let result = try state.popToLast(where: predicate)
    commit(state, cause: .request)
    return result
  }

  /// Goes back to the topmost screen of the same route case as `example`.
  @discardableResult
  public func popToLast(sameCaseAs example: Route) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    var state = storedState
    let result = try state.popToLast(sameCaseAs: example)
    commit(state, cause: .request)
    return result
  }

  /// Dismisses the top modal layer; with none presented it says so and changes nothing.
  @discardableResult
  public func dismiss() throws(NavigationError) -> NavigationOutcome<Route> {
    var state = storedState
    let result = try state.dismiss()
    commit(state, cause: .request)
    return result
  }

  /// Dismisses every modal layer.
  @discardableResult
  public func dismissAll() throws(NavigationError) -> NavigationOutcome<Route> {
    var state = storedState
    let result = try state.dismissAll()
    commit(state, cause: .request)
    return result
  }

  /// Changes what screen `id` shows, keeping its identity: an update in place.
  public func updateRoute(of id: ScreenID, to route: Route) throws(NavigationError) {
    var state = storedState
    try state.updateRoute(of: id, to: route)
    commit(state, cause: .request)
  }

  /// Removes everything over the root, alert included (its handler hears `nil`).
  @discardableResult
  public func reset(animation: TransitionAnimation = .everyStep) -> NavigationOutcome<Route> {
    var copy = storedState
    let outcome = copy.reset()
    commit(copy, cause: .request, animation: animation)
    return outcome
  }

  /// Replaces the whole state at once ("jump anywhere"); screens that are not in `newState`
  /// leave, and the coordinators that owned them stop.
  public func replace(
    with newState: NavigationState<Route>, animation: TransitionAnimation = .everyStep
  ) {
    commit(newState, cause: .request, animation: animation)
  }

  // MARK: Alerts

  /// Shows an alert; `onAnswer` receives the chosen action, or `nil` when the alert was removed
  /// without an answer (a jump, a reset, its screens leaving).
  ///
  /// - Throws: ``NavigationError/alertAlreadyShowing(title:)``.
  public func showAlert(
    _ alert: AlertState, onAnswer: @escaping @MainActor (AlertAction?) -> Void = { _ in }
  ) throws(NavigationError) {
    var copy = storedState
    try copy.showAlert(alert)
    alertHandlers[alert.id] = onAnswer
    commit(copy, cause: .request)
  }

  /// Shows an alert and waits for the answer (`nil` when it was removed without one).
  ///
  /// - Throws: ``NavigationError/alertAlreadyShowing(title:)``, before waiting.
  public func alert(_ alert: AlertState) async throws(NavigationError) -> AlertAction? {
    var copy = storedState
    try copy.showAlert(alert)
    return await withCheckedContinuation { continuation in
      alertHandlers[alert.id] = { continuation.resume(returning: $0) }
      commit(copy, cause: .request)
    }
  }

  /// Removes the showing alert unanswered; its handler receives `nil`.
  @discardableResult
  public func dismissAlert() -> AlertState? {
    var copy = storedState
    let alert = copy.dismissAlert()
    commit(copy, cause: .request)
    return alert
  }

  /// Answers the showing alert on the app's behalf and reports the action to its handler.
  @discardableResult
  public func answerAlert(withActionID actionID: String) throws(NavigationError) -> AlertAction {
    var copy = storedState
    let action = try copy.answerAlert(withActionID: actionID)
    commit(copy, cause: .request, answeredAlertAction: action)
    return action
  }
}
