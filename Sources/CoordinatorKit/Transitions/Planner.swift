/// Works out a plan's steps, in the order ``TransitionPlan`` documents: one algorithm, in phases,
/// each asking the two states only what it needs.
///
/// - What the states share and what lies above it on each side (``SharedBase``): one counted
///   walk down both paths, to their first common node.
/// - In place, then what leaves (the alert, the layers top first, the pushes), then what arrives
///   (pushes, each new layer, the alert): each phase reads the figures of its side, or walks
///   the nodes it removes or adds (`dismiss(layersOf:from:count:lowestLayer:alertGoes:)`,
///   `add(from:of:level:alertComes:)`).
/// - Layers both keep, with the stacks under and inside them changing (``KeptStacks``), and a
///   change of the tabs or of the root, which plan the same phases around their own steps.
///
/// So a plan costs the part of the states that changes, whatever their depth.
///
/// The planner itself is not generic, only its methods are: a method of a generic type that
/// changes its value takes the type, which the runtime looks up on every call.
struct Planner {
  let capabilities: TransitionCapabilities
  let animation: TransitionAnimation
  let transition: Int
  /// The leave guards every step carries (a ``LeaveGuardSet``, or none): the target's, and the
  /// start's for the screens that leave, so a host keeps a guarded screen's gestures blocked
  /// until it has gone.
  private let guards: _OptionalPart
  /// The steps so far.
  var steps: ContiguousArray<StepDetails> = []

  /// A planner of the change from `start` to `target`.
  @inline(__always)
  init<Route: Equatable>(
    from start: NavigationState<Route>, to target: NavigationState<Route>,
    capabilities: TransitionCapabilities, animation: TransitionAnimation, transition: Int
  ) {
    self.capabilities = capabilities
    self.animation = animation
    self.transition = transition
    guards = _OptionalPart(Self.stepGuards(from: start, to: target))
  }

  /// The steps from `start` to `target` for a host with the given capabilities, numbered as
  /// transition `transition`, as ``TransitionPlan`` stores them. A function of the planner
  /// rather than of the plan, so that the navigator's queue, which keeps only the steps, plans
  /// without the runtime looking up the plan's type.
  @inline(__always)
  static func steps<Route: Equatable>(
    from start: NavigationState<Route>, to target: NavigationState<Route>,
    capabilities: TransitionCapabilities, animation: TransitionAnimation, transition: Int
  ) -> ContiguousArray<StepDetails> {
    var planner = Planner(
      from: start, to: target, capabilities: capabilities, animation: animation,
      transition: transition)
    if start.tabsBox === target.tabsBox || start.hasSameTabs(as: target) {
      planner.plan(from: start, to: target)
    } else {
      planner.planTabChange(from: start, to: target)
    }
    return planner.finishedSteps()
  }

  /// Plans a change that keeps the tabs as they are.
  mutating func plan<Route: Equatable>(
    from start: NavigationState<Route>, to target: NavigationState<Route>
  ) {
    if start.rootNode.id == target.rootNode.id {
      planPath(from: start, to: target)
    } else {
      planNewRoot(from: start, to: target)
    }
  }

  /// The root changed identity: every layer goes, the base stack is replaced, the rest is new.
  private mutating func planNewRoot<Route: Equatable>(
    from start: NavigationState<Route>, to target: NavigationState<Route>
  ) {
    dismiss(
      layersOf: start, from: 0, count: start.top?.modalCount ?? 0, lowestLayer: nil,
      alertGoes: start.alertBox != nil)
    let baseEnd = target.top?.firstModalIndex ?? target.pathCount
    append(.replaceStack(level: 0), target.prefix(topNode: target.node(atCount: baseEnd)))
    add(from: baseEnd, of: target, level: 0, alertComes: true)
  }

  /// Plans the steps from `start` to `target` after the steps planned so far, with the leave
  /// guards of that change.
  mutating func planOrdinary<Route: Equatable>(
    from start: NavigationState<Route>, to target: NavigationState<Route>
  ) {
    var next = Planner(
      from: start, to: target, capabilities: capabilities, animation: animation,
      transition: transition)
    next.steps = steps
    steps = []
    next.plan(from: start, to: target)
    steps = next.steps
  }

  /// Adds a step showing `shown`, with the change's leave guards.
  @inline(__always)
  mutating func append<Route: Equatable>(
    _ action: StepAction, _ shown: consuming NavigationState<Route>
  ) {
    let made = step(action, shown, number: steps.count)
    // The first step makes an array of one, which costs less than growing an empty one.
    if steps.isEmpty {
      steps = [made]
    } else {
      steps.append(made)
    }
  }

  /// Step `number` of the plan, showing `shown` (whose parts it takes) with the change's leave
  /// guards.
  @inline(__always)
  func step<Route: Equatable>(
    _ action: StepAction, _ shown: consuming NavigationState<Route>, number: Int
  ) -> StepDetails {
    shown.guardBox = guards.part(as: LeaveGuardSet.self)
    return StepDetails(
      id: StepID(transition: transition, index: number), action: action, state: shown,
      isAnimated: animation == .everyStep)
  }

  /// The planned steps, with the last one animated when only the last should be.
  @inline(__always)
  private func finishedSteps() -> ContiguousArray<StepDetails> {
    guard animation == .lastStepOnly, let last = steps.last else { return steps }
    var finished = steps
    finished[finished.count - 1] = StepDetails(last, isAnimated: true)
    return finished
  }

  /// The leave guards every step of a change carries: the target's, and the start's for the
  /// screens that leave, so a host keeps a guarded screen's gestures blocked until it has gone.
  @inline(__always)
  private static func stepGuards<Route: Equatable>(
    from start: NavigationState<Route>, to target: NavigationState<Route>
  ) -> LeaveGuardSet? {
    guard let leaving = start.guardBox, leaving !== target.guardBox else {
      return target.guardBox
    }
    let stillGuarded = target.guardBox?.screens ?? []
    let candidates = leaving.screens.subtracting(stillGuarded)
    let left = candidates.subtracting(target.presentScreens(among: candidates))
    return left.isEmpty
      ? target.guardBox
      : LeaveGuardSet(
        stillGuarded.union(left), owners: leaving.owners.union(target.guardBox?.owners ?? []))
  }
}
