import Foundation
import Observation

/// The live owner of one navigation state: what coordinators talk to and hosts show.
///
/// A request is any number of ``NavigationState`` operations made inside
/// ``update(animation:overridingLeaveGuards:_:)`` (or a whole new state given to
/// ``replace(with:animation:overridingLeaveGuards:)``); coordinators make theirs through their
/// own methods, which record the screens they own. Requests change ``state`` at once, in the
/// order they arrive, and throw (leaving everything unchanged) when they cannot apply. Each
/// accepted request, and each user action a host reports, becomes one ``NavigationChange``.
///
/// A host attaches with ``attachHost(capabilities:animation:)``; from then on it shows the
/// current step (``NavigatorHosting/currentStep``, read through ``hosting``) and acknowledges it
/// by its identity with ``hostDidShow(_:)``. Changes that arrive meanwhile are planned behind it and shown in order, so none is lost and none is shown
/// twice; ``waitUntilShown()`` lets a caller await the moment the host has shown its request.
///
/// The navigator is `Observable`: SwiftUI views and any other host can observe ``state``,
/// and, through ``hosting``, what the host displays, natively.
@MainActor
public final class Navigator<Route: Equatable>: Observable {
  /// The state, read without registering an observation (for the navigator's own work).
  ///
  /// Not checked for exclusive access at run time (a check costs more than a change's other
  /// bookkeeping): it is written only by `commit`, by plain assignment, and never passed
  /// `inout`, so no access can overlap the write.
  @exclusivity(unchecked) private(set) var storedState: NavigationState<Route>
  /// What the host has shown and has yet to show.
  ///
  /// Read for every step a host shows, so not checked for exclusive access at run time: it is
  /// changed only through `mutateQueue`, whose changes call the queue alone, never the navigator,
  /// so no access can overlap a change.
  @exclusivity(unchecked) var queue: TransitionQueue<Route>
  /// Who decides when a change counts as shown: the navigator itself, or an attached host.
  /// Like the other properties a change reads, not checked for exclusive access at run time: it
  /// is only ever assigned, never passed `inout`, so no access can overlap a write.
  @exclusivity(unchecked) package internal(set) var pacing: TransitionPacing = .immediate
  /// What the attached host can show in one step.
  @exclusivity(unchecked) package internal(set) var capabilities: TransitionCapabilities =
    .oneAtATime
  /// The most recent change (`nil` before the first), for code that only needs the latest: a
  /// test asserting what the last request or user action did, an inspector showing it.
  public var lastChange: NavigationChange<Route>? {
    guard let lastRecord else { return nil }
    return NavigationChange(record: lastRecord)
  }
  /// The latest change's record (see ``ChangeRecord``); its `to` is always `storedState`, which
  /// only a change sets. Written only by `commit`, as `storedState` is.
  @exclusivity(unchecked) private var lastRecord: ChangeRecord?

  /// The sequence number of the latest change. Written only by `commit`, as `storedState` is.
  @exclusivity(unchecked) private(set) var latestSequenceNumber = 0
  /// The current step a host has not begun showing yet (see ``hostDefersStep(_:)``).
  var deferredStepID: StepID?
  /// Callers of ``waitUntilShown()``.
  /// Not checked for exclusive access at run time: every change of it is one call on the array
  /// that runs no navigator code (a waiter is resumed after it is removed).
  @exclusivity(unchecked) var waiters: [ShowWaiter] = []
  private let observers = ChangeObservers<Route>()
  let refusalObservers = RefusalObservers()
  var alertHandlers: [AlertID: @MainActor (AlertAction?) -> Void] = [:]
  /// The coordinators that own screens here: the one seam through which the navigator tells
  /// the coordinator layer what left.
  let coordinators = CoordinatorDirectory<Route>()
  /// Deep links waiting their turn.
  let followQueue = FollowQueue()
  /// What may change the navigation while a leave guard's question is open.
  let leaveGate = LeaveGate()
  /// Callers of ``waitUntilSettled()``.
  let settleWaiters = SettleWaiters()

  // Observation tracks two properties of a non-generic subject: one stands for the state, the
  // other for what the host displays. Registering an access or a change with the navigator
  // itself as the subject would look up its generic conformance to `Observable` every time.
  let registrar = ObservationRegistrar()
  let observed = NavigatorObservation.shared
  let stateKeyPath: KeyPath<NavigatorObservation, Int> = \.state
  let displayKeyPath: KeyPath<NavigatorObservation, Int> = \.display
  // Whether an observer may be registered for the state, or for the display: whether either was
  // read through an observing accessor since the registrar last heard it change. Observation
  // registers an observer only on such a read, and every registration ends when it first hears
  // a change (a tracker reads again to observe again), so while a flag is clear nobody can be
  // listening, and a change skips the registrar (its lock and lookups). Only assigned, so not
  // checked for exclusive access at run time.
  @exclusivity(unchecked) private var stateMayBeObserved = false
  @exclusivity(unchecked) private var displayMayBeObserved = false

  /// Creates a navigator showing `initialState`.
  public init(_ initialState: NavigationState<Route>) {
    var initialState = initialState
    // Every change then checks only the screens that left for guards to drop.
    initialState.dropStaleLeaveGuards()
    storedState = initialState
    queue = TransitionQueue(shown: initialState, sequenceNumber: 0)
  }

  /// Creates a navigator showing only `root`.
  public convenience init(root: Route, owner: CoordinatorID? = nil) {
    self.init(NavigationState(root: root, owner: owner))
  }

  // MARK: The state

  /// The state with every accepted change applied: the truth the app reasons about.
  public var state: NavigationState<Route> {
    stateMayBeObserved = true
    registrar.access(observed, keyPath: stateKeyPath)
    return storedState
  }

  /// Registers a read of what the host displays (``NavigatorHosting``'s state and steps,
  /// ``isSettled``) with Observation.
  @inline(__always)
  func registerDisplayAccess() {
    displayMayBeObserved = true
    registrar.access(observed, keyPath: displayKeyPath)
  }

  /// Changes what the host displays, telling Observation when anyone may be listening (see
  /// `displayMayBeObserved`).
  func mutateQueue(_ body: (inout TransitionQueue<Route>) -> Void) {
    if displayMayBeObserved {
      displayMayBeObserved = false
      registrar.willSet(observed, keyPath: displayKeyPath)
      body(&queue)
      registrar.didSet(observed, keyPath: displayKeyPath)
    } else {
      body(&queue)
    }
    if settleWaiters.hasWaiters { resumeSettleWaiters() }
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
    observers.observe(handler)
  }

  /// Calls `handler` with the error of every request this navigator refuses, just before the
  /// request throws it: ``update(animation:overridingLeaveGuards:_:)``, alerts, a request that
  /// meets a leave guard or its open question, and the requests coordinators make on it.
  ///
  /// One place to log or assert on refusals: a call site that has nothing to do about one can
  /// write `try?` and the refusal is still seen. The state is unchanged by every refusal.
  /// When ``userDidNavigate(_:)`` throws because an event does not match what the host shows,
  /// that error is the host's and is not reported here.
  ///
  /// - Returns: The observation; the handler is called while it is held.
  public func observeRefusals(_ handler: @escaping @MainActor (NavigationError) -> Void)
    -> ChangeObservation
  {
    refusalObservers.observe(handler)
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
    // Checked here: the call alone, in generic code, costs a type lookup.
    if target.guardBox != nil {
      target.dropStaleLeaveGuards(since: from)
    }
    guard !target.isUnchanged(from: from) else { return false }
    latestSequenceNumber += 1
    // The alert this change answers, if it removes one. The identities are read from their
    // boxes, without copying the alerts out.
    var answeredAlert: AlertID?
    if let shown = from.alertBox, target.alertBox?.alert.id != shown.alert.id {
      answeredAlert = shown.alert.id
    }
    // The record takes `from`'s parts without retaining them, and a copy of the target's.
    let record = ChangeRecord(
      sequenceNumber: latestSequenceNumber, from: (consume from).takeParts(), to: target.parts,
      cause: cause, animation: animation, capabilities: capabilities)
    let change = NavigationChange<Route>(record: record)
    if stateMayBeObserved {
      // Cleared first: a read while observers hear the change registers again. willSet and
      // didSet rather than withMutation: no closure, and no isolation check for it.
      stateMayBeObserved = false
      registrar.willSet(observed, keyPath: stateKeyPath)
      storedState = consume target
      registrar.didSet(observed, keyPath: stateKeyPath)
    } else {
      storedState = consume target
    }
    lastRecord = record
    if pacing == .hostPaced {
      show(change, displayedByUser: displayedByUser)
    } else if !waiters.isEmpty {
      resumeWaiters()
    }
    guard !stopping.isEmpty || answeredAlert != nil else {
      observers.deliver(change)
      return true
    }
    // App code runs next (result handlers, the alert's answer); changes it makes are
    // delivered after this one.
    observers.queue(change)
    if !stopping.isEmpty {
      CoordinatorLifecycle.stop(stopping)
    }
    if let answeredAlert {
      alertHandlers.removeValue(forKey: answeredAlert)?(answeredAlertAction)
    }
    observers.deliverQueued()
    return true
  }
}
