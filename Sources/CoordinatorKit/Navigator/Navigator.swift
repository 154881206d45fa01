import Foundation
import Observation

/// The live owner of one navigation state: what coordinators talk to and hosts show.
///
/// Requests change ``state`` at once, in the order they arrive, and throw a ``NavigationError``
/// (leaving everything unchanged) when they cannot apply. Each accepted request, and each user
/// action a host reports, becomes one ``NavigationChange``.
///
/// A host attaches with ``attachHost(capabilities:animation:)``; from then on it shows
/// ``currentStep`` and acknowledges it by its identity with ``hostDidShow(_:)``. Changes that
/// arrive meanwhile are planned behind it and shown in order, so none is lost and none is shown
/// twice; ``waitUntilShown()`` lets a caller await the moment the host has shown its request.
///
/// The navigator is `Observable`: SwiftUI views and any other host can observe ``state``,
/// ``displayedState`` and ``currentStep`` natively.
@MainActor
public final class Navigator<Route: Equatable>: Observable {
  /// The state, read without registering an observation (for the navigator's own work).
  private(set) var storedState: NavigationState<Route>
  private var queue: TransitionQueue<Route>
  /// Who decides when a change counts as shown: the navigator itself, or an attached host.
  public private(set) var pacing: TransitionPacing = .immediate
  /// What the attached host can show in one step.
  public private(set) var capabilities: TransitionCapabilities = .oneAtATime
  /// The most recent change, for code that only needs the latest.
  public private(set) var lastChange: NavigationChange<Route>?

  private var latestSequenceNumber = 0
  private var waiters: [ShowWaiter] = []
  private let observers = ChangeObservers<Route>()
  var alertHandlers: [AlertID: @MainActor (AlertAction?) -> Void] = [:]
  /// The coordinators that own screens here: the one seam through which the navigator tells
  /// the coordinator layer what left.
  let coordinators = CoordinatorDirectory<Route>()

  // Observation tracks two counters, one bumped with every change of the state and one with
  // every move of the display. Their key paths are made once and name an `Int`: a key path into a
  // generic class is otherwise built at run time on every access, and one to a generic member
  // costs a type lookup per change.
  private let registrar = ObservationRegistrar()
  private var stateRevision = 0
  private var displayRevision = 0
  private let stateKeyPath: KeyPath<Navigator, Int>
  private let displayKeyPath: KeyPath<Navigator, Int>

  /// Creates a navigator showing `initialState`.
  public init(_ initialState: NavigationState<Route>) {
    storedState = initialState
    queue = TransitionQueue(shown: initialState, sequenceNumber: 0)
    stateKeyPath = \.stateRevision
    displayKeyPath = \.displayRevision
  }

  /// Creates a navigator showing only `root`.
  public convenience init(root: Route, owner: CoordinatorID? = nil) {
    self.init(NavigationState(root: root, owner: owner))
  }

  // MARK: What there is to show

  /// The state with every accepted change applied: the truth the app reasons about.
  public var state: NavigationState<Route> {
    registrar.access(self, keyPath: stateKeyPath)
    return storedState
  }

  /// The state the host shows or is moving to right now; it reaches ``state`` step by step.
  public var displayedState: NavigationState<Route> {
    registrar.access(self, keyPath: displayKeyPath)
    return queue.isSettled ? state : queue.displayed
  }

  /// The last state the host has fully shown: acknowledged, or left on screen by the user. The
  /// host keeps the views of these screens (and of ``currentStep``'s, while showing it).
  public var shownState: NavigationState<Route> {
    registrar.access(self, keyPath: displayKeyPath)
    return pacing == .immediate ? state : queue.shown
  }

  /// The step the host must show now, or `nil` when everything is shown.
  public var currentStep: TransitionStep<Route>? {
    registrar.access(self, keyPath: displayKeyPath)
    return queue.currentStep
  }

  /// Whether every accepted change has been shown.
  public var isSettled: Bool {
    registrar.access(self, keyPath: displayKeyPath)
    return queue.isSettled
  }

  /// The running coordinator that owns `screen`, if it shows screens here; found in constant
  /// time, so a host can ask it to build each screen's view.
  public func coordinator(owning screen: Screen<Route>) -> (any Coordinator)? {
    screen.owner.flatMap(coordinators.coordinator(withID:))
  }

  // MARK: Hosts

  /// Makes a host responsible for showing this navigator's changes.
  ///
  /// The host shows the bare root first (only ``NavigationState/root``), then follows
  /// ``currentStep`` to the current state, however deep it is (a restored sheet over a sheet),
  /// and every change after it.
  ///
  /// - Parameters:
  ///   - capabilities: what the host can show in one step; use its preset.
  ///   - animation: how to animate the way from the bare root to the current state.
  public func attachHost(
    capabilities: TransitionCapabilities, animation: TransitionAnimation = .none
  ) {
    self.capabilities = capabilities
    pacing = .hostPaced
    let state = storedState
    let sequenceNumber = latestSequenceNumber
    let bareRoot = NavigationState(rootNode: state.rootNode, top: nil, alertBox: nil)
    mutateQueue { queue in
      queue = TransitionQueue(shown: bareRoot, sequenceNumber: sequenceNumber)
      queue.enqueue(
        state, sequenceNumber: sequenceNumber, capabilities: capabilities, animation: animation)
    }
  }

  /// Lets the navigator show changes on its own again: everything pending counts as shown.
  public func detachHost() {
    pacing = .immediate
    let state = storedState
    let sequenceNumber = latestSequenceNumber
    mutateQueue { $0.finishAll(at: state, sequenceNumber: sequenceNumber) }
    resumeWaiters()
  }

  /// Records that the host has shown step `id` (``currentStep``'s identity).
  ///
  /// - Returns: Whether it was the current step. A stale or doubled acknowledgement is ignored
  ///   and returns `false`, so it can never move the navigator past a step the host did not show.
  @discardableResult
  public func hostDidShow(_ id: TransitionStep<Route>.ID) -> Bool {
    guard queue.currentStep?.id == id else { return false }
    mutateQueue { $0.acknowledge(id) }
    resumeWaiters()
    return true
  }

  /// Waits until the host has shown every change accepted before this call.
  ///
  /// - Throws: ``NavigationError/undoneByUser(screens:)`` when the user removed screens these
  ///   changes added before the host could show them (a swipe-down of the sheet they were pushed
  ///   into); everything else in those changes still applies.
  public func waitUntilShown() async throws(NavigationError) {
    let target = latestSequenceNumber
    guard shownSequenceNumber < target else { return }
    let result = await withCheckedContinuation { continuation in
      waiters.append(ShowWaiter(sequenceNumber: target, continuation: continuation))
    }
    try result.get()
  }

  private var shownSequenceNumber: Int {
    pacing == .immediate ? latestSequenceNumber : queue.shownSequenceNumber
  }

  // MARK: Observing

  /// Calls `handler` after every change, in order, with the change.
  ///
  /// Changes made by a handler (or by code a change starts, such as a stopping coordinator) are
  /// delivered after the one being delivered, so every observer sees changes in order.
  ///
  /// - Returns: The observation; the handler is called while it is held.
  public func observeChanges(_ handler: @escaping @MainActor (NavigationChange<Route>) -> Void)
    -> ChangeObservation
  {
    let key = observers.add(handler)
    return ChangeObservation { [weak observers] in
      observers?.remove(key)
    }
  }

  // MARK: Changing the state

  /// Makes `proposal` the new state as one change: the one path every request, user action and
  /// stopping coordinator goes through.
  ///
  /// The coordinator layer settles the proposal first (screens of coordinators that stop leave
  /// in the same change); the change is recorded, queued for the host, and delivered to
  /// observers; then coordinators whose screens left stop, and the alert that went hears its
  /// answer.
  ///
  /// - Parameter displayedByUser: for a user action, what the host shows after it.
  /// - Returns: Whether the state changed.
  @discardableResult
  func commit(
    _ proposal: consuming NavigationState<Route>, cause: NavigationCause,
    animation: TransitionAnimation = .everyStep, answeredAlertAction: AlertAction? = nil,
    displayedByUser: NavigationState<Route>? = nil
  ) -> Bool {
    let from = storedState
    var target = proposal
    let stopping = coordinators.settle(from: from, proposal: &target)
    guard !target.isUnchanged(from: from) else { return false }
    latestSequenceNumber += 1
    let change = NavigationChange(
      sequenceNumber: latestSequenceNumber, from: from, to: target, cause: cause,
      animation: animation, capabilities: capabilities)
    // willSet and didSet rather than withMutation: no closure, and no isolation check for it.
    registrar.willSet(self, keyPath: stateKeyPath)
    storedState = target
    stateRevision += 1
    registrar.didSet(self, keyPath: stateKeyPath)
    lastChange = change
    if pacing == .hostPaced {
      show(change, displayedByUser: displayedByUser)
    } else if !waiters.isEmpty {
      resumeWaiters()
    }
    let answersAlert = from.alert != nil && target.alert?.id != from.alert?.id
    guard !stopping.isEmpty || answersAlert else {
      observers.deliver(change)
      return true
    }
    // App code runs next (result handlers, the alert's answer); changes it makes are
    // delivered after this one.
    observers.queue(change)
    if !stopping.isEmpty {
      CoordinatorLifecycle.stop(stopping)
    }
    if let alert = from.alert, answersAlert {
      alertHandlers.removeValue(forKey: alert.id)?(answeredAlertAction)
    }
    observers.deliverQueued()
    return true
  }

  /// Queues a committed change for the host.
  private func show(_ change: NavigationChange<Route>, displayedByUser: NavigationState<Route>?) {
    let capabilities = capabilities
    if let displayedByUser {
      mutateQueue { queue in
        queue.restart(
          from: displayedByUser, to: change.to, sequenceNumber: change.sequenceNumber,
          capabilities: capabilities)
      }
    } else {
      mutateQueue { queue in
        queue.enqueue(
          change.to, sequenceNumber: change.sequenceNumber, capabilities: capabilities,
          animation: change.animation)
      }
    }
    resumeWaiters()
  }

  /// After a user action during a transition, the host shows `displayed` and will be taken to
  /// the current state from there, with no change to the state itself.
  func restartDisplay(from displayed: NavigationState<Route>) {
    guard pacing == .hostPaced else { return }
    let state = storedState
    let sequenceNumber = latestSequenceNumber
    let capabilities = capabilities
    mutateQueue { queue in
      queue.restart(
        from: displayed, to: state, sequenceNumber: sequenceNumber, capabilities: capabilities)
    }
    resumeWaiters()
  }

  /// Tells the callers waiting for changes whose screens the user removed, unshown, that
  /// their request was undone.
  func recordUndone(_ screens: [ScreenID]) {
    guard !screens.isEmpty, !waiters.isEmpty else { return }
    for (sequenceNumber, undone) in queue.unshownAdditions(among: screens) {
      for index in waiters.indices where waiters[index].sequenceNumber >= sequenceNumber {
        waiters[index].refusal = waiters[index].refusal ?? .undoneByUser(screens: undone)
      }
    }
  }

  private func mutateQueue(_ body: (inout TransitionQueue<Route>) -> Void) {
    registrar.willSet(self, keyPath: displayKeyPath)
    body(&queue)
    displayRevision += 1
    registrar.didSet(self, keyPath: displayKeyPath)
  }

  private func resumeWaiters() {
    guard !waiters.isEmpty else { return }
    let shown = shownSequenceNumber
    let ready = waiters.filter { $0.sequenceNumber <= shown }
    guard !ready.isEmpty else { return }
    waiters.removeAll { $0.sequenceNumber <= shown }
    for waiter in ready {
      waiter.continuation.resume(returning: waiter.refusal.map { .failure($0) } ?? .success(()))
    }
  }
}

/// A caller of ``Navigator/waitUntilShown()``, and the refusal it will hear, if any.
private struct ShowWaiter {
  let sequenceNumber: Int
  let continuation: CheckedContinuation<Result<Void, NavigationError>, Never>
  var refusal: NavigationError?
}

extension Navigator: ScreenHost {
  func screenCount(ownedBy owner: CoordinatorID) -> Int {
    coordinators.screenCount(ownedBy: owner)
  }

  func register(_ coordinator: any Coordinator) {
    coordinators.register(coordinator, in: storedState)
  }

  func forget(_ owner: CoordinatorID) {
    coordinators.forget(owner)
  }

  func refuseIfScreensCannotLeave(ownedBy owner: CoordinatorID) throws(NavigationError) {
    if let alert = storedState.alert, screenCount(ownedBy: owner) > 0 {
      throw .alertIsShowing(title: alert.title)
    }
  }

  func removeScreens(ownedBy owners: Set<CoordinatorID>) {
    let count = owners.reduce(0) { $0 + screenCount(ownedBy: $1) }
    guard count > 0 else { return }
    commit(storedState.removingScreens(ownedBy: owners, count: count), cause: .request)
  }
}
