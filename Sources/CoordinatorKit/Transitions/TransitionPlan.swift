/// The steps a host shows, one at a time, to get from one state to another.
///
/// UI frameworks show one kind of change per update: they cannot dismiss two sheets and push
/// three screens at once, and no UI turns one presented sheet into another. A plan splits any
/// change into steps a host can perform, each labelled with its ``StepAction``:
///
/// 1. update in place the screens both states share (same identity and presentation, at the same
///    place) whose routes changed;
/// 2. remove the alert that goes (with the dismissals, where the host dismisses several at once);
/// 3. dismiss the layers that go, top first: one per step, or all in one step where the host can;
/// 4. pop the pushes that go in one step (or, where the host can, replace that stack with its new
///    screens in one step); when the root itself changes identity, replace the base stack;
/// 5. add what is new: pushes (merged where the host can), then each new layer (with its pushes,
///    where the host can), then the new alert.
///
/// When the selected tab changes, the alert and the modal layers go first (they are over the
/// whole container), then one ``StepAction/selectTab(_:)`` step shows the tab as it was left,
/// and the steps above follow from there (pushes into the tab, new layers). A change to the
/// other tabs' stacks alone is one ``StepAction/replaceTabs`` step; a screen that moves from the
/// selected tab (or a layer over it) into another tab leaves first (a pop or a dismissal), and
/// one that moves the other way arrives after that step.
///
/// A screen is matched by identity, never by position: a screen that changed identity is removed
/// and its replacement added. So every step is a valid state (no screen appears twice), a step
/// never shows nothing new, and the last step is the target. A plan between equal states is
/// empty.
///
/// Every step is a prefix of the start (with its in-place updates) or of the target, and states
/// share their nodes, so planning and storing the steps cost the part of the states that
/// changes, whatever their depth.
public struct TransitionPlan<Route: Equatable>: RandomAccessCollection {
  /// The state the plan starts from (not a step itself).
  public let start: NavigationState<Route>
  /// The state the plan ends at: the last step's state, when there are steps.
  public let target: NavigationState<Route>
  /// The steps, each stored as the one non-generic object a ``TransitionStep`` keeps.
  private let steps: ContiguousArray<StepDetails>

  /// Plans the steps from `start` to `target` for a host with the given capabilities.
  public init(
    from start: NavigationState<Route>, to target: NavigationState<Route>,
    capabilities: TransitionCapabilities, animation: TransitionAnimation = .everyStep
  ) {
    self.init(
      from: start, to: target, capabilities: capabilities, animation: animation, transition: 0)
  }

  /// Plans the steps and numbers them as transition `transition` of a navigator.
  init(
    from start: NavigationState<Route>, to target: NavigationState<Route>,
    capabilities: TransitionCapabilities, animation: TransitionAnimation, transition: Int
  ) {
    // Planned first, so the states are moved into the plan after their last use, not copied.
    steps = Planner.steps(
      from: start, to: target, capabilities: capabilities, animation: animation,
      transition: transition)
    self.start = start
    self.target = target
  }

  // The accessors a host calls for every step are always inlined: called from another file, a
  // member of a generic type takes that type, which the runtime looks up on every call.

  /// The first step's position (always 0).
  public var startIndex: Int { 0 }
  /// One past the last step.
  public var endIndex: Int {
    @inline(__always) get { steps.count }
  }

  /// The number of steps (stated directly: the generic default walks the indices).
  public var count: Int {
    @inline(__always) get { steps.count }
  }

  /// The step at `position`.
  @inline(__always)
  public subscript(position: Int) -> TransitionStep<Route> {
    TransitionStep(steps[position])
  }

  /// What the plan stores of the step at `position`: its identity and action are read from it
  /// without making the step, which would copy its state.
  @inline(__always)
  func details(at position: Int) -> StepDetails {
    steps[position]
  }
}

extension TransitionPlan: Sendable where Route: Sendable {}
