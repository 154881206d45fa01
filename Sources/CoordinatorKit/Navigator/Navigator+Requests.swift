/// Requests: changes to the state applied live; each accepted request becomes one change, and
/// each refusal throws and changes nothing. Apps make them with `update` and `replace`; the
/// coordinator layer adds its screens with `push`, `present` and `pop(to:)`.
extension Navigator {
  /// Applies `body` to a copy of the state and, if it does not throw, makes the result the new
  /// state as one change (planned as one transition). It is how an app changes the navigation
  /// live: one operation (`navigator.update { try $0.pop() }`) or a compound one such as
  /// "dismiss everything, then push".
  ///
  /// It applies at once or not at all. It never asks a leave guard: a change that would remove
  /// a screen with unsaved changes throws ``NavigationError/leaveGuarded(screens:)`` (ask with
  /// ``updateAfterAsking(animation:_:)``, or pass `overridingLeaveGuards: true` to discard), and
  /// while a leave guard's question is open it throws
  /// ``NavigationError/leaveQuestionOpen(screens:)``.
  ///
  /// - Parameters:
  ///   - animation: how the host animates the change: every step (ordinary navigation), only the
  ///     last (a deep link), or none (restoration).
  ///   - overridingLeaveGuards: `true` removes guarded screens without asking, and goes through
  ///     while a question is open (a sign-out that discards everything).
  ///   - body: the change, made to a copy of the state.
  /// - Returns: What `body` returned, for the change that was made.
  /// - Throws: whatever `body` throws, or the leave-guard refusals above; the state is then
  ///   unchanged.
  @discardableResult
  public func update<Result, Failure: Error>(
    animation: TransitionAnimation = .everyStep, overridingLeaveGuards: Bool = false,
    _ body: (inout NavigationState<Route>) throws(Failure) -> Result
  ) throws -> Result {
    try refuseWhileAsking(owner: nil, overridingLeaveGuards: overridingLeaveGuards)
    var proposal = machine.state
    let result = try reportingAnyRefusal { () throws(Failure) in try body(&proposal) }
    try commitRequest(
      consume proposal, animation: animation, overridingLeaveGuards: overridingLeaveGuards)
    return result
  }

  /// Pushes `route` onto the top stack as one change. See ``NavigationState/push(_:owner:)``.
  /// A flow coordinator shows its screens with ``FlowCoordinator/show(_:detents:)`` instead, which
  /// records them as its own.
  ///
  /// - Returns: The new screen's identity.
  /// - Throws: ``NavigationError/leaveQuestionOpen(screens:)`` while a leave question is open,
  ///   ``NavigationError/alertIsShowing(title:)``; nothing changed.
  @discardableResult
  public func push(_ route: Route, owner: CoordinatorID? = nil) throws(NavigationError) -> ScreenID
  {
    let screen = NavigationScreen(route, owner: owner)
    return try performRequest(owner: owner) { (state) throws(NavigationError) in
      try state.addNew(screen, style: .push)
      return screen.id
    }
  }

  /// Pushes `route` onto the top stack as one change, shown with `options` (hiding the tab bar,
  /// zooming from a control). See ``NavigationState/push(_:options:owner:)``.
  ///
  /// - Returns: The new screen's identity.
  /// - Throws: as ``push(_:owner:)`` does; nothing changed.
  @discardableResult
  public func push(_ route: Route, options: ScreenOptions, owner: CoordinatorID? = nil)
    throws(NavigationError) -> ScreenID
  {
    try addNew(route, style: .push, options: LayerOptions(screen: options), owner: owner)
  }

  /// Presents `route` in a new modal layer as one change, shown with `options` (a full-screen
  /// cover that zooms from a control). See ``NavigationState/present(_:as:options:owner:)``.
  ///
  /// - Returns: The new screen's identity.
  /// - Throws: ``NavigationError/leaveQuestionOpen(screens:)`` while a leave question is open,
  ///   ``NavigationError/alertIsShowing(title:)``,
  ///   ``NavigationError/tabBarHidingNeedsAPush(_:)``,
  ///   ``NavigationError/zoomNeedsAPushOrCover(_:)``; nothing changed.
  @discardableResult
  public func present(
    _ route: Route, as style: ModalStyle, options: ScreenOptions, owner: CoordinatorID? = nil
  ) throws(NavigationError) -> ScreenID {
    try addNew(route, style: .modal(style), options: LayerOptions(screen: options), owner: owner)
  }

  /// Adds a new screen showing `route` as one change, its node shown with `options`.
  func addNew(
    _ route: Route, style: PresentationStyle, options: LayerOptions, owner: CoordinatorID?
  ) throws(NavigationError) -> ScreenID {
    let screen = NavigationScreen(route, owner: owner)
    return try performRequest(owner: owner) { (state) throws(NavigationError) in
      try state.addNew(screen, style: style, options: options)
      return screen.id
    }
  }

  /// Presents `route` in a new modal layer as one change (a sheet sized by `detents`, a popover
  /// pointing at `anchor`, when given). See ``NavigationState/present(_:as:detents:anchor:owner:)``.
  ///
  /// - Returns: The new screen's identity.
  /// - Throws: ``NavigationError/leaveQuestionOpen(screens:)`` while a leave question is open,
  ///   ``NavigationError/alertIsShowing(title:)``, ``NavigationError/detentsNeedASheet(_:)``,
  ///   ``NavigationError/anchorNeedsAPopover(_:)``; nothing changed.
  @discardableResult
  public func present(
    _ route: Route, as style: ModalStyle, detents: SheetDetents? = nil,
    anchor: PopoverAnchor? = nil, owner: CoordinatorID? = nil
  ) throws(NavigationError) -> ScreenID {
    let screen = NavigationScreen(route, owner: owner)
    let options = LayerOptions(detents: detents, anchor: anchor)
    return try performRequest(owner: owner) { (state) throws(NavigationError) in
      try state.addNew(screen, style: .modal(style), options: options)
      return screen.id
    }
  }

  /// Goes back to the screen `id`, dismissing layers above it.
  @discardableResult
  package func pop(to id: ScreenID, owner: CoordinatorID? = nil) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    try performRequest(owner: owner) { (state) throws(NavigationError) in try state.pop(to: id) }
  }

  /// Replaces the whole state at once ("jump anywhere"); screens that are not in `newState`
  /// leave, and the coordinators that owned them stop.
  ///
  /// - Parameters:
  ///   - newState: the state to show. Its screens are owned by running coordinators of this
  ///     navigator, or by none; a saved state from an earlier run is rebuilt with
  ///     ``restore(everyTabOf:animation:overridingLeaveGuards:)`` instead, which starts its coordinators.
  ///   - animation: how the way there is shown.
  ///   - overridingLeaveGuards: `true` removes guarded screens without asking their
  ///     coordinators (a sign-out that discards everything).
  /// - Throws: ``NavigationError/ownerNotRunning(screen:)`` for a screen whose coordinator is
  ///   not running here, or the leave-guard refusals of
  ///   ``update(animation:overridingLeaveGuards:_:)``; the state is then unchanged.
  public func replace(
    with newState: NavigationState<Route>, animation: TransitionAnimation = .everyStep,
    overridingLeaveGuards: Bool = false
  ) throws(NavigationError) {
    try replace(
      with: newState, animation: animation, overridingLeaveGuards: overridingLeaveGuards,
      owner: nil)
  }

  /// ``replace(with:animation:overridingLeaveGuards:)`` as a request of coordinator `owner`.
  package func replace(
    with newState: NavigationState<Route>, animation: TransitionAnimation = .everyStep,
    overridingLeaveGuards: Bool = false, owner: CoordinatorID?
  ) throws(NavigationError) {
    try performRequest(
      animation: animation, overridingLeaveGuards: overridingLeaveGuards, owner: owner
    ) { (state) throws(NavigationError) in
      state = newState
    }
  }

  // MARK: Alerts

  /// Shows an alert; `onAnswer` receives the chosen action, or `nil` when the alert was removed
  /// without an answer (a jump, a reset, its screens leaving).
  ///
  /// - Throws: ``NavigationError/alertAlreadyShowing(title:)``.
  public func showAlert(
    _ alert: AlertState, onAnswer: @escaping @MainActor (AlertAction?) -> Void = { _ in }
  ) throws(NavigationError) {
    var copy = machine.state
    try reportingRefusal { () throws(NavigationError) in try copy.showAlert(alert) }
    alertHandlers[alert.id] = onAnswer
    commit(copy, cause: .request)
  }

  /// Shows an alert and waits for the answer (`nil` when it was removed without one).
  ///
  /// Cancelling the waiting task ends the wait with `nil` and takes the alert down, unanswered,
  /// as if the app had removed it; a task cancelled before the call shows no alert.
  ///
  /// - Throws: ``NavigationError/alertAlreadyShowing(title:)``, before waiting.
  public func alert(_ alert: AlertState) async throws(NavigationError) -> AlertAction? {
    var copy = machine.state
    try reportingRefusal { () throws(NavigationError) in try copy.showAlert(alert) }
    guard !Task.isCancelled else { return nil }
    let id = alert.id
    let takeDown = CancellationAction { [weak self] in self?.takeDownAlert(id) }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        alertHandlers[id] = { continuation.resume(returning: $0) }
        commit(copy, cause: .request)
      }
    } onCancel: {
      Task { @MainActor in takeDown.run() }
    }
  }

  /// Answers the showing alert on the app's behalf with its action `actionID`, and reports the
  /// action to the alert's handler (or to the caller awaiting ``alert(_:)``), as if the user had
  /// chosen it: how a test, or the app itself, answers a question without a host.
  ///
  /// - Returns: The chosen action.
  /// - Throws: ``NavigationError/noAlertShowing`` or
  ///   ``NavigationError/unknownAlertAction(id:available:)``; nothing changed.
  @discardableResult
  public func answerAlert(withActionID actionID: String) throws(NavigationError) -> AlertAction {
    var copy = machine.state
    let action = try reportingRefusal { () throws(NavigationError) in
      try copy.answerAlert(withActionID: actionID)
    }
    commit(copy, cause: .request, answeredAlertAction: action)
    return action
  }

  // MARK: The one way a request is made

  /// Runs `body` as a request from the app or from coordinator `owner`: refused while another
  /// removal's question is open (unless `owner` is being asked) and when it would remove a
  /// guarded screen, unless `overridingLeaveGuards`; applied at once otherwise.
  package func performRequest<Result>(
    animation: TransitionAnimation = .everyStep, overridingLeaveGuards: Bool = false,
    owner: CoordinatorID? = nil,
    _ body: (inout NavigationState<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    try refuseWhileAsking(owner: owner, overridingLeaveGuards: overridingLeaveGuards)
    var proposal = machine.state
    let result = try reportingRefusal { () throws(NavigationError) in try body(&proposal) }
    try commitRequest(
      proposal, animation: animation, overridingLeaveGuards: overridingLeaveGuards)
    return result
  }

  /// Refuses a request from the app or from coordinator `owner` while the machine says so (a
  /// leave question is open).
  func refuseWhileAsking(owner: CoordinatorID?, overridingLeaveGuards: Bool)
    throws(NavigationError)
  {
    if let refusal = machine.refusal(
      ofRequestBy: owner, overridingLeaveGuards: overridingLeaveGuards)
    {
      throw refuse(refusal)
    }
  }

  /// Makes `proposal`, a request's change to the state, the new state: refused when it would
  /// bring in a screen whose coordinator is not running, or remove a guarded screen unless
  /// `overridingLeaveGuards`. Every request and every change made after asking commits here.
  func commitRequest(
    _ proposal: consuming NavigationState<Route>, animation: TransitionAnimation,
    overridingLeaveGuards: Bool
  ) throws(NavigationError) {
    try refuseScreensWithoutRunningOwner(in: proposal)
    if !overridingLeaveGuards, let refusal = machine.leaveGuardRefusal(removing: proposal) {
      throw refuse(refusal)
    }
    commit(consume proposal, cause: .request, animation: animation)
  }

  /// Refuses `proposal`, a request's change, when it brings in a screen owned by a coordinator
  /// that is not running on this navigator (a saved state's screen whose flow stopped): such a
  /// screen would show with nothing behind it, and its flow would never stop. The one lifecycle
  /// check of every request; it costs what the request changes.
  func refuseScreensWithoutRunningOwner(in proposal: borrowing NavigationState<Route>)
    throws(NavigationError)
  {
    guard let owners,
      let screen = owners.screenWithoutRunningOwner(from: machine.state, to: proposal)
    else { return }
    throw refuse(.ownerNotRunning(screen: screen))
  }

  /// Runs `request`; a ``NavigationError`` it throws is reported to the refusal observers, then
  /// thrown on, as any other error is.
  func reportingAnyRefusal<Result, Failure: Error>(_ request: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    do {
      return try request()
    } catch {
      if let refusal = error as? NavigationError {
        _ = refuse(refusal)
      }
      throw error
    }
  }

  /// Runs `request`; a refusal it throws is reported to the refusal observers, then thrown on.
  func reportingRefusal<Result>(_ request: () throws(NavigationError) -> Result)
    throws(NavigationError) -> Result
  {
    do {
      return try request()
    } catch {
      throw refuse(error)
    }
  }
}
