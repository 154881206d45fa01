import Foundation
import Observation

/// The live owner of one navigation state: what coordinators talk to and hosts show.
///
/// Requests change ``state`` at once, in the order they arrive, and throw a
/// ``NavigationError`` (leaving everything unchanged) when they cannot apply. Each accepted
/// change becomes a ``NavigationChange`` with its transition steps. With
/// ``TransitionPacing/hostPaced`` pacing, a host shows those steps one by one from
/// ``displayedState`` and reports each with ``hostDidShowStep()``; changes that arrive while a
/// transition is being shown wait in ``pendingChanges``, so none is lost and none applied
/// twice. ``waitUntilShown()`` lets a caller await the moment the host has shown its request.
///
/// The navigator is `@Observable`: SwiftUI views and any other host can observe it natively.
@MainActor
@Observable
public final class Navigator<Route> {
  /// The state with every accepted change applied: the truth the app reasons about.
  public private(set) var state: NavigationState<Route>
  /// The state the host should show right now; it reaches ``state`` step by step.
  public private(set) var displayedState: NavigationState<Route>
  /// Changes not yet fully shown, oldest first; the first is the one being shown.
  public private(set) var pendingChanges: [NavigationChange<Route>] = []
  /// Which step of the first pending change ``displayedState`` is.
  public private(set) var currentStepIndex = 0
  /// The most recent change, for observers that only need the latest.
  public private(set) var lastChange: NavigationChange<Route>?
  /// What the host can animate in one step; set by the host before it shows anything.
  public var capabilities: TransitionCapabilities
  /// Who decides when a change counts as shown. Switching to immediate shows everything
  /// pending at once.
  public var pacing: TransitionPacing {
    didSet {
      if pacing == .immediate { finishAllPendingChanges() }
    }
  }

  @ObservationIgnored private var nextSequenceNumber = 1
  @ObservationIgnored private var shownSequenceNumber = 0
  @ObservationIgnored private var waiters:
    [(sequenceNumber: Int, CheckedContinuation<Void, Never>)] =
      []
  @ObservationIgnored private var observers: [Int: @MainActor (NavigationChange<Route>) -> Void] =
    [:]
  @ObservationIgnored private var nextObserverKey = 0
  @ObservationIgnored private var alertHandlers: [UUID: @MainActor (AlertAction?) -> Void] = [:]
  /// The coordinators that show screens here, so those whose last screen left can be stopped.
  @ObservationIgnored let coordinatorDirectory = CoordinatorDirectory()

  /// Creates a navigator showing `initialState`.
  public init(
    _ initialState: NavigationState<Route>, pacing: TransitionPacing = .immediate,
    capabilities: TransitionCapabilities = .oneAtATime
  ) {
    state = initialState
    displayedState = initialState
    self.pacing = pacing
    self.capabilities = capabilities
  }

  /// Creates a navigator showing only `root`.
  public convenience init(root: Route, owner: CoordinatorID? = nil) {
    self.init(NavigationState(root: root, owner: owner))
  }

  /// Whether every accepted change has been shown.
  public var isSettled: Bool { pendingChanges.isEmpty }

  // MARK: Changing the state

  /// Applies `body` to a copy of the state and, if it does not throw, makes the result the new
  /// state as one change (animated as one plan). Use it for compound changes such as
  /// "dismiss everything, then push".
  ///
  /// - Throws: whatever `body` throws (typed when the closure declares
  ///   `throws(NavigationError)`); the state is then unchanged.
  @discardableResult
  public func update<Result, Failure: Error>(
    _ body: (inout NavigationState<Route>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var copy = state
    let result = try body(&copy)
    commit(copy, cause: .request, answeredAlertAction: nil)
    return result
  }

  /// Pushes `route` onto the top stack. See ``NavigationState/push(_:owner:)``.
  @discardableResult
  public func push(_ route: Route, owner: CoordinatorID? = nil) throws(NavigationError) -> ScreenID
  {
    try update { (state) throws(NavigationError) in try state.push(route, owner: owner) }
  }

  /// Presents `route` in a new modal layer. See ``NavigationState/present(_:as:owner:)``.
  @discardableResult
  public func present(_ route: Route, as style: ModalStyle, owner: CoordinatorID? = nil)
    throws(NavigationError) -> ScreenID
  {
    try update { (state) throws(NavigationError) in
      try state.present(route, as: style, owner: owner)
    }
  }

  /// Pops the top screen of the top stack; at a root it says so and changes nothing.
  @discardableResult
  public func pop() throws(NavigationError) -> NavigationOutcome<Route> {
    try updateIfChanged { (state) throws(NavigationError) in try state.pop() }
  }

  /// Pops the top stack back to its root.
  @discardableResult
  public func popToRoot() throws(NavigationError) -> NavigationOutcome<Route> {
    try updateIfChanged { (state) throws(NavigationError) in try state.popToRoot() }
  }

  /// Goes back to the screen `id`, dismissing layers above it.
  @discardableResult
  public func pop(to id: ScreenID) throws(NavigationError) -> NavigationOutcome<Route> {
    try updateIfChanged { (state) throws(NavigationError) in try state.pop(to: id) }
  }

  /// Goes back to the topmost screen whose route matches `predicate`.
  @discardableResult
  public func popToLast(where predicate: (Route) -> Bool) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    try updateIfChanged { (state) throws(NavigationError) in try state.popToLast(where: predicate) }
  }

  /// Goes back to the topmost screen of the same route case as `example`.
  @discardableResult
  public func popToLast(sameCaseAs example: Route) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    try updateIfChanged { (state) throws(NavigationError) in
      try state.popToLast(sameCaseAs: example)
    }
  }

  /// Dismisses the top modal layer; with none presented it says so and changes nothing.
  @discardableResult
  public func dismiss() throws(NavigationError) -> NavigationOutcome<Route> {
    try updateIfChanged { (state) throws(NavigationError) in try state.dismiss() }
  }

  /// Dismisses every modal layer.
  @discardableResult
  public func dismissAll() throws(NavigationError) -> NavigationOutcome<Route> {
    try updateIfChanged { (state) throws(NavigationError) in try state.dismissAll() }
  }

  /// Removes everything over the root, alert included.
  @discardableResult
  public func reset() -> NavigationOutcome<Route> {
    var copy = state
    let outcome = copy.reset()
    commit(copy, cause: .request, answeredAlertAction: nil)
    return outcome
  }

  /// Replaces the whole state at once ("jump anywhere").
  public func replace(with newState: NavigationState<Route>) {
    commit(newState, cause: .request, answeredAlertAction: nil)
  }

  // MARK: Alerts

  /// Shows an alert; `onAnswer` receives the chosen action, or `nil` when the alert was removed
  /// without an answer (a jump, a reset).
  ///
  /// - Throws: ``NavigationError/alertAlreadyShowing(title:)``.
  public func showAlert(
    _ alert: AlertState, onAnswer: @escaping @MainActor (AlertAction?) -> Void = { _ in }
  ) throws(NavigationError) {
    try update { (state) throws(NavigationError) in try state.showAlert(alert) }
    alertHandlers[alert.id] = onAnswer
  }

  /// Shows an alert and waits for the answer (`nil` when it was removed without one).
  public func alert(_ alert: AlertState) async throws(NavigationError) -> AlertAction? {
    if let showing = state.alert { throw .alertAlreadyShowing(title: showing.title) }
    return await withCheckedContinuation { continuation in
      do {
        try showAlert(alert) { continuation.resume(returning: $0) }
      } catch {
        // Unreachable: checked above, and nothing else runs on the main actor in between.
        continuation.resume(returning: nil)
      }
    }
  }

  /// Removes the showing alert unanswered; its handler receives `nil`.
  @discardableResult
  public func dismissAlert() -> AlertState? {
    guard state.alert != nil else { return nil }
    var copy = state
    let alert = copy.dismissAlert()
    commit(copy, cause: .request, answeredAlertAction: nil)
    return alert
  }

  /// Answers the showing alert on the app's behalf and reports the action to its handler.
  @discardableResult
  public func answerAlert(withActionID actionID: String) throws(NavigationError) -> AlertAction {
    var copy = state
    let action = try copy.answerAlert(withActionID: actionID)
    commit(copy, cause: .request, answeredAlertAction: action)
    return action
  }

  // MARK: What the user did

  /// Makes the state follow what the user did in the host's UI (back swipe, swipe-down
  /// dismissal, an alert button, a cancelled gesture). The UI already shows it, so the change
  /// is not animated again; a cancelled gesture changes nothing.
  ///
  /// - Throws: a ``NavigationError`` when the event names something the host is not showing;
  ///   the state is then unchanged.
  @discardableResult
  public func userDidNavigate(_ event: UserNavigation) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    var displayed = displayedState
    let (outcome, action) = try Self.apply(event, to: &displayed)
    guard outcome.didChange || action != nil else { return outcome }

    if pendingChanges.isEmpty {
      commit(displayed, cause: .user(event), answeredAlertAction: action, alreadyShown: true)
      return outcome
    }
    // A transition is under way: the screen the user acted on is already off the display, so
    // apply the event to the latest state where it still applies, and show the rest from
    // what is displayed now, as one change carrying every waiting request.
    var latest = state
    _ = try? Self.apply(event, to: &latest)
    let change = NavigationChange(
      sequenceNumber: nextSequenceNumber, from: displayed, to: latest, cause: .user(event),
      capabilities: capabilities)
    nextSequenceNumber += 1
    let previous = state
    state = latest
    displayedState = change.steps[0]
    pendingChanges = [change]
    currentStepIndex = 0
    settleAlertHandler(from: previous, to: latest, answeredAlertAction: action)
    lastChange = change
    notifyObservers(change)
    coordinatorDirectory.screensChanged(ownersBefore: previous.owners, ownersAfter: latest.owners)
    return outcome
  }

  private static func apply(_ event: UserNavigation, to state: inout NavigationState<Route>)
    throws(NavigationError) -> (NavigationOutcome<Route>, AlertAction?)
  {
    switch event {
    case .wentBack(let id):
      guard state.contains(id) else { throw .screenNotFound(id) }
      return (try state.pop(to: id), nil)
    case .dismissedLayer(let id):
      return (try state.dismissLayer(containing: id), nil)
    case .choseAlertAction(let actionID):
      let action = try state.answerAlert(withActionID: actionID)
      return (.removed([]), action)
    case .cancelledGesture:
      return (.removed([]), nil)
    }
  }

  // MARK: Hosts

  /// Reports that the host has shown ``displayedState``; the navigator moves to the next step,
  /// or to the next pending change.
  public func hostDidShowStep() {
    guard let current = pendingChanges.first else { return }
    if currentStepIndex + 1 < current.steps.count {
      currentStepIndex += 1
      displayedState = current.steps[currentStepIndex]
      return
    }
    pendingChanges.removeFirst()
    markShown(through: current.sequenceNumber)
    beginNextPendingChange()
  }

  /// Waits until the host has shown every change accepted before this call.
  public func waitUntilShown() async {
    let target = nextSequenceNumber - 1
    guard shownSequenceNumber < target else { return }
    await withCheckedContinuation { continuation in
      waiters.append((target, continuation))
    }
  }

  // MARK: Observing

  /// Calls `handler` after every change, in order, with the change and its steps.
  ///
  /// - Returns: A key for ``removeChangeObserver(_:)``.
  @discardableResult
  public func observeChanges(_ handler: @escaping @MainActor (NavigationChange<Route>) -> Void)
    -> Int
  {
    nextObserverKey += 1
    observers[nextObserverKey] = handler
    return nextObserverKey
  }

  /// Stops calling an observer added with ``observeChanges(_:)``.
  public func removeChangeObserver(_ key: Int) {
    observers[key] = nil
  }

  // MARK: Internals

  private func updateIfChanged(
    _ body: (inout NavigationState<Route>) throws(NavigationError) -> NavigationOutcome<Route>
  ) throws(NavigationError) -> NavigationOutcome<Route> {
    var copy = state
    let outcome = try body(&copy)
    if outcome.didChange {
      commit(copy, cause: .request, answeredAlertAction: nil)
    }
    return outcome
  }

  private func commit(
    _ newState: NavigationState<Route>, cause: NavigationCause, answeredAlertAction: AlertAction?,
    alreadyShown: Bool = false
  ) {
    let previous = state
    let change = NavigationChange(
      sequenceNumber: nextSequenceNumber, from: previous, to: newState, cause: cause,
      capabilities: capabilities)
    nextSequenceNumber += 1
    state = newState
    lastChange = change
    if pacing == .immediate || alreadyShown {
      displayedState = newState
      markShown(through: change.sequenceNumber)
    } else {
      pendingChanges.append(change)
      if pendingChanges.count == 1 {
        beginNextPendingChange()
      }
    }
    settleAlertHandler(from: previous, to: newState, answeredAlertAction: answeredAlertAction)
    notifyObservers(change)
    coordinatorDirectory.screensChanged(ownersBefore: previous.owners, ownersAfter: newState.owners)
  }

  private func settleAlertHandler(
    from previous: NavigationState<Route>, to newState: NavigationState<Route>,
    answeredAlertAction: AlertAction?
  ) {
    guard let old = previous.alert, newState.alert?.id != old.id else { return }
    alertHandlers.removeValue(forKey: old.id)?(answeredAlertAction)
  }

  private func notifyObservers(_ change: NavigationChange<Route>) {
    for key in observers.keys.sorted() {
      observers[key]?(change)
    }
  }

  private func beginNextPendingChange() {
    currentStepIndex = 0
    if let next = pendingChanges.first {
      displayedState = next.steps[0]
    }
  }

  private func finishAllPendingChanges() {
    guard let last = pendingChanges.last else { return }
    pendingChanges.removeAll()
    currentStepIndex = 0
    displayedState = state
    markShown(through: last.sequenceNumber)
  }

  private func markShown(through sequenceNumber: Int) {
    shownSequenceNumber = max(shownSequenceNumber, sequenceNumber)
    let ready = waiters.filter { $0.sequenceNumber <= shownSequenceNumber }
    waiters.removeAll { $0.sequenceNumber <= shownSequenceNumber }
    for (_, continuation) in ready {
      continuation.resume()
    }
  }
}
