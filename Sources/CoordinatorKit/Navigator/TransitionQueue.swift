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
  /// The last state the host has fully shown.
  private(set) var shown: NavigationState<Route>
  /// The highest sequence number among the changes fully shown.
  private(set) var shownSequenceNumber: Int
  /// The queued changes.
  private var transitions: ContiguousArray<QueuedTransition> = []
  private var firstTransition = 0
  private var stepIndex = 0
  private var nextTransitionNumber = 1

  /// A queue whose host shows `shown`, the state after change `sequenceNumber`.
  init(shown: NavigationState<Route>, sequenceNumber: Int) {
    self.shown = shown
    shownSequenceNumber = sequenceNumber
  }

  @inline(__always)
  private func transition(at index: Int) -> QueuedTransition {
    transitions[index]
  }

  /// Whether every queued change has been shown.
  var isSettled: Bool {
    @inline(__always) get { firstTransition == transitions.count }
  }

  /// The step the host must show now, or `nil` when everything is shown.
  var currentStep: TransitionStep<Route>? {
    @inline(__always) get {
      guard !isSettled else { return nil }
      return TransitionStep(transition(at: firstTransition).details(at: stepIndex))
    }
  }

  /// What the plan stores of ``currentStep``: its identity is read from it without making the
  /// step, which would copy its state.
  private var currentDetails: StepDetails? {
    @inline(__always) get {
      guard !isSettled else { return nil }
      return transition(at: firstTransition).details(at: stepIndex)
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
    @inline(__always) get {
      isSettled ? shown : NavigationState(transition(at: transitions.count - 1).target)
    }
  }

  /// For each queued change the host has not finished showing, the screens among `screens`
  /// that it added.
  func unshownAdditions(among screens: [ScreenID]) -> [(sequenceNumber: Int, screens: [ScreenID])] {
    var result: [(sequenceNumber: Int, screens: [ScreenID])] = []
    for index in firstTransition..<transitions.count {
      let transition = transition(at: index)
      let added = Set(
        NavigationState<Route>.differences(
          from: NavigationState(transition.start), to: NavigationState(transition.target)
        ).added.map { $0.id })
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
    let start = lastTarget
    let steps = Planner.steps(
      from: start, to: target, capabilities: capabilities, animation: animation,
      transition: nextTransitionNumber)
    nextTransitionNumber += 1
    transitions.append(
      QueuedTransition(
        start: start.parts, target: target.parts, steps: steps, sequenceNumber: sequenceNumber))
    skipEmptyTransitions()
  }

  /// Records that the host showed step `id`.
  ///
  /// - Returns: Whether it was the current step; any other acknowledgement changes nothing.
  @discardableResult @inline(__always)
  mutating func acknowledge(_ id: StepID) -> Bool {
    guard let step = currentDetails, step.id == id else { return false }
    shown = NavigationState(step.stateParts)
    stepIndex += 1
    if stepIndex == transition(at: firstTransition).steps.count {
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
    shown = NavigationState(transition.target)
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
    while !isSettled, transition(at: firstTransition).steps.isEmpty {
      completeFirstTransition()
    }
  }
}

/// One change a ``TransitionQueue`` holds: its planned steps, the states it starts and ends at,
/// and the change's sequence number.
///
/// Not generic: the queue runs unspecialized from an app, where making an instance of a
/// generic class, or reading a struct of plans out of an array of a generic type, looks the type
/// up (see ``PathNode``, "Storage that generic code copies cheaply"). The states are kept as
/// parts, read back only as states of the queue's route.
private final class QueuedTransition {
  /// Where the steps start: the state the previous change ends at.
  let start: _StateParts
  /// The state the change ends at.
  let target: _StateParts
  /// The steps, as ``TransitionPlan`` stores them.
  let steps: ContiguousArray<StepDetails>
  let sequenceNumber: Int

  init(
    start: _StateParts, target: _StateParts, steps: ContiguousArray<StepDetails>,
    sequenceNumber: Int
  ) {
    self.start = start
    self.target = target
    self.steps = steps
    self.sequenceNumber = sequenceNumber
  }

  /// What the plan stores of step `index`.
  @inline(__always)
  func details(at index: Int) -> StepDetails {
    steps[index]
  }
}
