/// Requests: changes to the state applied live; each accepted request becomes one change, and
/// each refusal throws and changes nothing. Apps make them with `update` and `replace`; the
/// coordinator layer adds its screens with `push`, `present` and `pop(to:)`.
extension Navigator {
  /// Applies `body` to a copy of the state and, if it does not throw, makes the result the new
  /// state as one change (planned as one transition). It is how an app changes the navigation
  /// live: one operation (`navigator.update { try $0.pop() }`) or a compound one such as
  /// "dismiss everything, then push".
  ///
  /// When the change removes a guarded screen, its coordinator is asked first, and while a
  /// removal waits for such an answer the change waits its turn; it then applies only if the
  /// state is still the one `body` saw (otherwise ``observeRefusals(_:)`` hears
  /// ``NavigationError/heldRequestOutdated``). What `body` returns then describes the change as
  /// proposed (a pop's ``NavigationOutcome/removed(_:)``), not yet as made: the state changes
  /// when the answer allows it, and ``observeChanges(_:)`` hears it then.
  ///
  /// - Parameters:
  ///   - animation: how the host animates the change: every step (ordinary navigation), only the
  ///     last (a deep link), or none (restoration).
  ///   - overridingLeaveGuards: `true` removes guarded screens without asking.
  ///   - body: the change, made to a copy of the state.
  /// - Throws: whatever `body` throws; the state is then unchanged.
  @discardableResult
  public func update<Result, Failure: Error>(
    animation: TransitionAnimation = .everyStep, overridingLeaveGuards: Bool = false,
    _ body: (inout NavigationState<Route>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let seen = storedState
    var proposal = seen
    let result: Result
    do {
      result = try body(&proposal)
    } catch {
      if let refusal = error as? NavigationError {
        refusalObservers.report(refusal)
      }
      throw error
    }
    _ = try? performGuarded(
      animation: animation, overridingLeaveGuards: overridingLeaveGuards, whenHeld: ()
    ) { [proposal] (state) throws(NavigationError) in
      guard state == seen else { throw .heldRequestOutdated }
      state = proposal
    }
    return result
  }

  /// Pushes `route` onto the top stack. See ``NavigationState/push(_:owner:)``.
  @discardableResult
  package func push(_ route: Route, owner: CoordinatorID? = nil) throws(NavigationError) -> ScreenID
  {
    let screen = Screen(route, owner: owner)
    return try adding(screen) { (state) throws(NavigationError) in
      try state.addNew(screen, style: .push)
    }
  }

  /// Presents `route` in a new modal layer. See ``NavigationState/present(_:as:owner:)``.
  @discardableResult
  package func present(_ route: Route, as style: ModalStyle, owner: CoordinatorID? = nil)
    throws(NavigationError) -> ScreenID
  {
    let screen = Screen(route, owner: owner)
    return try adding(screen) { (state) throws(NavigationError) in
      try state.addNew(screen, style: style.presentationStyle)
    }
  }

  /// Goes back to the screen `id`, dismissing layers above it.
  @discardableResult
  package func pop(to id: ScreenID) throws(NavigationError) -> NavigationOutcome<Route> {
    try removal { (state) throws(NavigationError) in try state.pop(to: id) }
  }

  /// Replaces the whole state at once ("jump anywhere"); screens that are not in `newState`
  /// leave, and the coordinators that owned them stop.
  ///
  /// - Parameters:
  ///   - newState: the state to show.
  ///   - animation: how the way there is shown.
  ///   - overridingLeaveGuards: `true` removes guarded screens without asking their
  ///     coordinators (a sign-out that discards everything).
  public func replace(
    with newState: NavigationState<Route>, animation: TransitionAnimation = .everyStep,
    overridingLeaveGuards: Bool = false
  ) {
    _ = try? performGuarded(
      animation: animation, overridingLeaveGuards: overridingLeaveGuards, whenHeld: ()
    ) { state in state = newState }
  }

  /// Runs a request that removes screens; see ``NavigationOutcome/awaitingConfirmation(_:)``
  /// and ``NavigationOutcome/held``.
  package func removal(
    animation: TransitionAnimation = .everyStep,
    _ body:
      @escaping @MainActor (inout NavigationState<Route>) throws(NavigationError) ->
      NavigationOutcome<Route>
  ) throws(NavigationError) -> NavigationOutcome<Route> {
    try performGuarded(
      animation: animation, whenHeld: .held, whenAsking: { .awaitingConfirmation($0) }, body)
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
    try reportingRefusal { () throws(NavigationError) in try copy.showAlert(alert) }
    alertHandlers[alert.id] = onAnswer
    commit(copy, cause: .request)
  }

  /// Shows an alert and waits for the answer (`nil` when it was removed without one).
  ///
  /// - Throws: ``NavigationError/alertAlreadyShowing(title:)``, before waiting.
  public func alert(_ alert: AlertState) async throws(NavigationError) -> AlertAction? {
    var copy = storedState
    try reportingRefusal { () throws(NavigationError) in try copy.showAlert(alert) }
    return await withCheckedContinuation { continuation in
      alertHandlers[alert.id] = { continuation.resume(returning: $0) }
      commit(copy, cause: .request)
    }
  }

  /// Answers the showing alert on the app's behalf and reports the action to its handler.
  @discardableResult
  package func answerAlert(withActionID actionID: String) throws(NavigationError) -> AlertAction {
    var copy = storedState
    let action = try copy.answerAlert(withActionID: actionID)
    commit(copy, cause: .request, answeredAlertAction: action)
    return action
  }

  /// Runs `request`; a refusal it throws is reported to the refusal observers, then thrown on.
  func reportingRefusal<Result>(_ request: () throws(NavigationError) -> Result)
    throws(NavigationError) -> Result
  {
    do {
      return try request()
    } catch {
      refusalObservers.report(error)
      throw error
    }
  }
}
