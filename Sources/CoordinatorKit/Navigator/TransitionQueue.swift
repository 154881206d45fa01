/// The changes a host has yet to show, as steps, and how far it has got: a navigator's display
/// bookkeeping, kept apart from the state it reaches so it can be tested on its own.
///
/// Each change the app makes becomes a transition, planned from the state the previous one ends
/// at. The host shows the current step and acknowledges it by its identity; anything else is
/// ignored, so a late or doubled acknowledgement never skips a step. A transition with nothing
/// to show completes as soon as it is reached.
///
/// What a host calls for every step (the current step, whether all is shown) is always inlined:
/// called from another file, a member of a generic type takes that type, which the runtime looks
/// up on every call.
struct TransitionQueue<Route: Equatable> {
  /// One planned change: its steps, the state it ends at and the change it shows.
  ///
  /// A class, held in an array of plain references: this code runs unspecialized from an app,
  /// where reading a struct of plans out of an array of a generic type looks the type up and
  /// copies it field by field through the runtime, several times per step shown.
  private final class Transition {
    let steps: TransitionPlan<Route>
    let target: NavigationState<Route>
    let sequenceNumber: Int

    init(steps: TransitionPlan<Route>, target: NavigationState<Route>, sequenceNumber: Int) {
      self.steps = steps
      self.target = target
      self.sequenceNumber = sequenceNumber
    }

    /// The number of steps, read in place (copying the plan out goes through the runtime).
    var stepCount: Int {
      @inline(__always) get { steps.count }
    }

    /// The step at `index`, read in place.
    @inline(__always)
    func step(at index: Int) -> TransitionStep<Route> { steps[index] }
  }

  /// The last state the host has fully shown.
  private(set) var shown: NavigationState<Route>
  /// The highest sequence number among the changes fully shown.
  private(set) var shownSequenceNumber: Int
  /// The queued changes, each a `Transition`.
  private var transitions: ContiguousArray<AnyObject> = []
  private var firstTransition = 0
  private var stepIndex = 0
  private var nextTransitionNumber = 1

  /// A queue whose host shows `shown`, the state after change `sequenceNumber`.
  init(shown: NavigationState<Route>, sequenceNumber: Int) {
    self.shown = shown
    shownSequenceNumber = sequenceNumber
  }

  @inline(__always)
  private func transition(at index: Int) -> Transition {
    unsafeDowncast(transitions[index], to: Transition.self)
  }

  /// Whether every queued change has been shown.
  var isSettled: Bool {
    @inline(__always) get { firstTransition == transitions.count }
  }

  /// The step the host must show now, or `nil` when everything is shown.
  var currentStep: TransitionStep<Route>? {
    @inline(__always) get {
      guard !isSettled else { return nil }
      return transition(at: firstTransition).step(at: stepIndex)
    }
  }

  /// What the plan stores of ``currentStep``: its identity is read from it without making the
  /// step, which would copy its state.
  private var currentDetails: StepDetails? {
    @inline(__always) get {
      guard !isSettled else { return nil }
      return transition(at: firstTransition).steps.details(at: stepIndex)
    }
  }

  /// The identity of ``currentStep``.
  var currentStepID: StepID? {
    @inline(__always) get { currentDetails?.id }
  }

  /// What the host shows, or is moving to: the current step's state, or the shown state.
  var displayed: NavigationState<Route> {
    currentStep?.state ?? shown
  }

  /// The state the last queued change ends at.
  var lastTarget: NavigationState<Route> {
    isSettled ? shown : transition(at: transitions.count - 1).target
  }

  /// For each queued change the host has not finished showing, the screens among `screens`
  /// that it added.
  func unshownAdditions(among screens: [ScreenID]) -> [(sequenceNumber: Int, screens: [ScreenID])] {
    var result: [(sequenceNumber: Int, screens: [ScreenID])] = []
    for index in firstTransition..<transitions.count {
      let transition = transition(at: index)
      let added = Set(
        NavigationState.differences(from: transition.steps.start, to: transition.target).added.map {
          $0.id
        })
      let undone = screens.filter { added.contains($0) }
      if !undone.isEmpty {
        result.append((transition.sequenceNumber, undone))
      }
    }
    return result
  }

  /// Queues change `sequenceNumber`, which ends at `target`, planned from where the previous
  /// change ends. This and the other steps of a change the navigator calls on every change are
  /// always inlined: a method of this generic type, called from another file, takes the type,
  /// which the runtime looks up on every call.
  @inline(__always)
  mutating func enqueue(
    _ target: NavigationState<Route>, sequenceNumber: Int, capabilities: TransitionCapabilities,
    animation: TransitionAnimation
  ) {
    let plan = TransitionPlan(
      from: lastTarget, to: target, capabilities: capabilities, animation: animation,
      transition: nextTransitionNumber)
    nextTransitionNumber += 1
    transitions.append(Transition(steps: plan, target: target, sequenceNumber: sequenceNumber))
    skipEmptyTransitions()
  }

  /// Records that the host showed step `id`.
  ///
  /// - Returns: Whether it was the current step; any other acknowledgement changes nothing.
  @discardableResult @inline(__always)
  mutating func acknowledge(_ id: StepID) -> Bool {
    guard let step = currentDetails, step.id == id else { return false }
    shown = NavigationState(partsOf: step)
    stepIndex += 1
    if stepIndex == transition(at: firstTransition).stepCount {
      completeFirstTransition()
      skipEmptyTransitions()
    }
    return true
  }

  /// Forgets the remaining steps: the host now shows `displayed` (what the user left on screen),
  /// and one transition, numbered `sequenceNumber`, takes it to `target`.
  mutating func restart(
    from displayed: NavigationState<Route>, to target: NavigationState<Route>,
    sequenceNumber: Int, capabilities: TransitionCapabilities
  ) {
    transitions.removeAll()
    firstTransition = 0
    stepIndex = 0
    shown = displayed
    enqueue(
      target, sequenceNumber: sequenceNumber, capabilities: capabilities, animation: .everyStep)
  }

  /// Shows everything at once: the host now shows `state`, the state after `sequenceNumber`.
  mutating func finishAll(at state: NavigationState<Route>, sequenceNumber: Int) {
    transitions.removeAll()
    firstTransition = 0
    stepIndex = 0
    shown = state
    shownSequenceNumber = max(shownSequenceNumber, sequenceNumber)
  }

  @inline(__always)
  private mutating func completeFirstTransition() {
    let transition = transition(at: firstTransition)
    shown = transition.target
    shownSequenceNumber = max(shownSequenceNumber, transition.sequenceNumber)
    firstTransition += 1
    stepIndex = 0
    if firstTransition == transitions.count {
      transitions.removeAll(keepingCapacity: true)
      firstTransition = 0
    }
  }

  @inline(__always)
  private mutating func skipEmptyTransitions() {
    while !isSettled, transition(at: firstTransition).stepCount == 0 {
      completeFirstTransition()
    }
  }
}
