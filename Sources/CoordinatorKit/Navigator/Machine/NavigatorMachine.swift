/// A navigator's rules, as a synchronous state machine: it holds the state, what the host has
/// shown of it, the open leave question as data, and who waits on it; it takes every input (an
/// app request, a user's attempt, a coordinator's answer, a host's acknowledgement, a link's
/// turn) and says what follows (refuse with this error, ask this coordinator about this screen,
/// make the change, take up this attempt, resume this waiter).
///
/// It performs nothing itself: ``Navigator`` is the runner that feeds it inputs and performs what
/// it says (makes the change, asks the coordinators through the seam, reports refusals, resumes
/// suspended callers), so every rule here is tested as "input → effects", without `async`.
/// It speaks of coordinators only by their ``CoordinatorID``.
///
/// A reference held once by its navigator: the runner reads and changes its parts in place,
/// and an access to one part never claims the whole machine.
final class NavigatorMachine<Route: Equatable> {
  /// The state with every accepted change applied. Written only by the runner's `commit`,
  /// which settles a change with the coordinator layer first.
  var state: NavigationState<Route>
  /// What the host has shown and has yet to show.
  var display: TransitionQueue<Route>
  /// Who decides when a change counts as shown: the navigator itself, or an attached host.
  var pacing: TransitionPacing = .immediate
  /// What the attached host can show in one step.
  var capabilities: TransitionCapabilities = .oneAtATime
  /// The sequence number of the latest change.
  var latestSequenceNumber = 0
  /// The current step the host has not begun showing yet (see ``Navigator/hostDefersStep(_:)``).
  var deferredStep: StepID?
  /// Whether a coordinator has unsaved changes now (``LeaveGuarding/hasUnsavedChanges``): all
  /// its screens are then guarded. Asked at decision time, of the owners of the screens that
  /// would leave; `nil` until a coordinator that can guard runs here.
  var hasUnsavedChanges: ((CoordinatorID) -> Bool)?

  // What follows is written only by the machine's own rules (its extensions), never by the
  // runner, which reads it.

  /// The leave guard's question open now.
  var question: OpenQuestion?
  /// How many questions have been opened: the number of the open one, or of the last.
  var questionNumber = 0
  /// User attempts held behind the open question, in the order they came.
  var heldAttempts: [WaiterID] = []
  /// Awaited changes, and callers of `waitForLeaveAnswers()`, waiting for the question to close.
  var gateWaiters: [WaiterID] = []
  /// Callers of ``Navigator/waitUntilAnswered(_:)``, each with the question it awaits.
  var answerWaiters: [(question: Int, waiter: WaiterID)] = []

  /// Whether a target is being opened (a link); others wait their turn.
  var isOpeningTarget = false
  /// Whether the target being opened waits for a guard's flow (a sign-in).
  var isWaitingForGuardFlow = false
  /// Links waiting their turn, in the order they came.
  var linkWaiters: [WaiterID] = []

  /// Callers of ``Navigator/waitUntilShown()``.
  var showWaiters: [ShowWaiter] = []
  /// Callers of ``Navigator/waitUntilSettled()``.
  var settleWaiters: [WaiterID] = []

  private var lastWaiter = 0

  /// A machine whose state is `state`, shown as it is.
  init(_ state: NavigationState<Route>) {
    self.state = state
    display = TransitionQueue(shown: state, sequenceNumber: 0)
  }

  /// A new identity for a caller that may wait.
  func newWaiter() -> WaiterID {
    lastWaiter += 1
    return WaiterID(number: lastWaiter)
  }

  /// Whether a leave guard's question is open.
  var isAsking: Bool { question != nil }

  /// Whether a screen may be guarded at all: one is marked, or a coordinator can guard its own.
  var mayGuard: Bool { state.guardBox != nil || hasUnsavedChanges != nil }

  /// The guarded screens of the state that `proposal` removes, top first, asking the owners of
  /// the screens that leave whether they have unsaved changes now.
  func guardedScreens(removedBy proposal: NavigationState<Route>) -> [ScreenID] {
    guard mayGuard else { return [] }
    return state.guardedScreens(removedBy: proposal, hasUnsavedChanges: hasUnsavedChanges)
  }

  /// Whether screen `id` is guarded now: marked, or its owner has unsaved changes.
  func isGuarded(_ id: ScreenID) -> Bool {
    guard let hasUnsavedChanges else { return state.isLeaveGuarded(id) }
    if state.guardBox?.screens.contains(id) == true, state.contains(id) { return true }
    guard let owner = state.screen(withID: id)?.owner else { return false }
    return hasUnsavedChanges(owner) && state.isFlowsFirstScreen(id)
  }

  /// Whether nothing is on its way: every accepted change shown, no target being opened, no
  /// question open.
  var isSettled: Bool {
    display.isSettled && !isOpeningTarget && question == nil
  }

  /// The caller `waiter`'s task was cancelled while it waited its turn (a link), a question's
  /// close or answer, or the navigator to settle: it leaves every list, and is resumed as
  /// cancelled; nothing when it no longer waits.
  func cancel(_ waiter: WaiterID) -> [NavigatorEffect] {
    let count = waitingCount
    gateWaiters.removeAll { $0 == waiter }
    linkWaiters.removeAll { $0 == waiter }
    answerWaiters.removeAll { $0.waiter == waiter }
    settleWaiters.removeAll { $0 == waiter }
    guard waitingCount < count else { return [] }
    return [.resume(waiter, .cancelled)]
  }

  /// How many callers wait on a list a cancellation can take them from.
  private var waitingCount: Int {
    gateWaiters.count + linkWaiters.count + answerWaiters.count + settleWaiters.count
  }
}
