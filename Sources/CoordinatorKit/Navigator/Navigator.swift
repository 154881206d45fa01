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
  // The navigator is the runner of its rules: `machine` decides (see `NavigatorMachine`), and
  // the navigator feeds it inputs and performs what it decides. Everything it decides on lives
  // in it; what is kept here is how to perform: the seam to the coordinator layer, the suspended
  // callers, the observers and Observation's bookkeeping.

  /// The rules, and the state, display, question and waiters they decide on.
  let machine: NavigatorMachine<Route>
  /// Whoever owns screens here (the coordinator layer), once its first coordinator shows one:
  /// the one seam through which the navigator reaches it. `nil` until then, so a navigator
  /// without coordinators pays nothing for them.
  var owners: (any ScreenOwners<Route>)?
  /// The callers suspended until the machine resumes them.
  private var suspended: [WaiterID: CheckedContinuation<Resumption, Never>] = [:]
  /// The user attempts held behind a question, each with the change it makes.
  var heldAttempts: [WaiterID: HeldAttempt] = [:]
  /// The flows being ended after asking, each with the asked change whose question is open.
  var flowEndings: [CoordinatorID: WaiterID] = [:]
  /// The latest change's record (see ``ChangeRecord``); its `to` is always the state, which
  /// only a change sets.
  private var lastRecord: ChangeRecord?
  private let observers = ChangeObservers<Route>()
  let refusalObservers = RefusalObservers()
  var alertHandlers: [AlertID: @MainActor (AlertAction?) -> Void] = [:]
  /// Called each time a host attaches: how a scene's entries, queued on a cold start, learn that
  /// its UI is ready (see `SceneRegistry`). One listener: the registry of the navigator's scene.
  var hostDidAttach: (@MainActor () -> Void)?
  /// The number of the latest host's attachment (``attachHost(capabilities:animation:)``
  /// counts them): a host that attached with another number was replaced.
  package internal(set) var hostAttachment = 0

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
  // listening, and a change skips the registrar (its lock and lookups).
  private var stateMayBeObserved = false
  private var displayMayBeObserved = false

  /// A user's attempt to leave: the change it makes to a state, and what it removes.
  typealias Attempt = NavigatorMachine<Route>.Attempt

  /// A held attempt's change, in a struct: a collection of typed-throwing closures needs
  /// runtime support that iOS 17 lacks, a struct holding one does not.
  struct HeldAttempt {
    let body: Attempt
  }

  /// Creates a navigator showing `initialState`.
  public init(_ initialState: NavigationState<Route>) {
    var initialState = initialState
    // Every change then checks only the screens that left for guards to drop.
    initialState.dropStaleLeaveGuards()
    machine = NavigatorMachine(initialState)
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
    return machine.state
  }

  /// The state, read without registering an observation (for the navigator's own work and the
  /// coordinator layer's).
  var storedState: NavigationState<Route> { machine.state }

  /// Who decides when a change counts as shown: the navigator itself, or an attached host.
  package var pacing: TransitionPacing { machine.pacing }

  /// What the attached host can show in one step.
  package var capabilities: TransitionCapabilities { machine.capabilities }

  /// The most recent change (`nil` before the first), for code that only needs the latest: a
  /// test asserting what the last request or user action did, an inspector showing it.
  public var lastChange: NavigationChange<Route>? {
    guard let lastRecord else { return nil }
    return NavigationChange(record: lastRecord)
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
  func mutateDisplay(_ body: (NavigatorMachine<Route>) -> Void) {
    if displayMayBeObserved {
      displayMayBeObserved = false
      registrar.willSet(observed, keyPath: displayKeyPath)
      body(machine)
      registrar.didSet(observed, keyPath: displayKeyPath)
    } else {
      body(machine)
    }
    if !machine.settleWaiters.isEmpty { perform(machine.resumeSettled()) }
  }

  // MARK: Performing what the machine decides

  /// Suspends the caller as `waiter`, which the machine has just listed as waiting, until the
  /// machine resumes it.
  func suspend(_ waiter: WaiterID) async -> Resumption {
    await withCheckedContinuation { suspended[waiter] = $0 }
  }

  /// ``suspend(_:)``, ending early, as cancelled, when the waiting task is cancelled.
  func suspendCancellably(_ waiter: WaiterID) async -> Resumption {
    let cancel = CancellationAction { [weak self] in
      guard let self else { return }
      perform(machine.cancel(waiter))
    }
    return await withTaskCancellationHandler {
      await suspend(waiter)
    } onCancel: {
      Task { @MainActor in cancel.run() }
    }
  }

  /// Performs what the machine decided for those waiting on it, in order: the one place a
  /// suspended caller resumes and a held attempt is taken up.
  func perform(_ effects: [NavigatorEffect]) {
    for effect in effects {
      switch effect {
      case .takeUp(let attempt):
        takeUp(attempt)
      case .resume(let waiter, let resumption):
        suspended.removeValue(forKey: waiter)?.resume(returning: resumption)
      }
    }
  }

  /// Reports `refusal` to the refusal observers and returns it, to be thrown: the one place a
  /// refusal is reported.
  func refuse(_ refusal: NavigationError) -> NavigationError {
    refusalObservers.report(refusal)
    return refusal
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
    let from = machine.state
    var target = proposal
    let stopping = owners?.settle(from: from, proposal: &target)
    // Checked here: the call alone, in generic code, costs a type lookup.
    if target.guardBox != nil {
      target.dropStaleLeaveGuards(since: from)
    }
    guard !target.isUnchanged(from: from) else { return false }
    let sequenceNumber = machine.latestSequenceNumber + 1
    machine.latestSequenceNumber = sequenceNumber
    // The alert this change answers, if it removes one. The identities are read from their
    // boxes, without copying the alerts out.
    var answeredAlert: AlertID?
    if let shown = from.alertBox, target.alertBox?.alert.id != shown.alert.id {
      answeredAlert = shown.alert.id
    }
    // The record takes `from`'s parts without retaining them, and a copy of the target's.
    let record = ChangeRecord(
      sequenceNumber: sequenceNumber, from: (consume from).takeParts(), to: target.parts,
      cause: cause, animation: animation, capabilities: machine.capabilities)
    let change = NavigationChange<Route>(record: record)
    if stateMayBeObserved {
      // Cleared first: a read while observers hear the change registers again. willSet and
      // didSet rather than withMutation: no closure, and no isolation check for it.
      stateMayBeObserved = false
      registrar.willSet(observed, keyPath: stateKeyPath)
      machine.state = consume target
      registrar.didSet(observed, keyPath: stateKeyPath)
    } else {
      machine.state = consume target
    }
    lastRecord = record
    if machine.pacing == .hostPaced {
      show(change, displayedByUser: displayedByUser)
    } else if !machine.showWaiters.isEmpty {
      perform(machine.resumeShown())
    }
    guard stopping != nil || answeredAlert != nil else {
      observers.deliver(change)
      return true
    }
    // App code runs next (result handlers, the alert's answer); changes it makes are
    // delivered after this one.
    observers.queue(change)
    stopping?.stop()
    if let answeredAlert {
      alertHandlers.removeValue(forKey: answeredAlert)?(answeredAlertAction)
    }
    observers.deliverQueued()
    return true
  }
}
