/// One state a host shows on the way to a target, with what to do to reach it.
public struct TransitionStep<Route> {
  /// The state to show; it always satisfies every invariant of a navigation state.
  public let state: NavigationState<Route>
  /// The rest, by reference; it also keeps the state's parts, so a plan stores a step as this
  /// one object.
  let details: StepDetails

  init(id: StepID, action: StepAction, state: NavigationState<Route>, isAnimated: Bool) {
    self.state = state
    details = StepDetails(id: id, action: action, state: state, isAnimated: isAnimated)
  }

  /// The step `details` keeps.
  @inline(__always)
  init(_ details: StepDetails) {
    state = NavigationState(details.stateParts)
    self.details = details
  }

  /// Identifies the step; a host acknowledges it by this value, so a late or doubled
  /// acknowledgement cannot move a navigator past a step the host never showed.
  public var id: StepID { details.id }
  /// What the host does to reach ``state`` from the state shown before.
  public var action: StepAction { details.action }
  /// Whether the host animates this step.
  public var isAnimated: Bool { details.isAnimated }
}

extension TransitionStep: Sendable where Route: Sendable {}

extension TransitionStep: Equatable where Route: Equatable {
  /// Two steps are equal when they have the same identity, action, animation and state.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.action == rhs.action && lhs.isAnimated == rhs.isAnimated
      && lhs.state == rhs.state
  }
}

/// What a ``TransitionStep`` keeps by reference, and, as its state's parts, the step itself: not
/// generic, so a step stays cheap to copy and to make, and a plan stores each step as this one
/// object, which needs no type lookup to make and no second allocation (see ``PathNode``,
/// "Storage that generic code copies cheaply").
///
/// The state's parts are held as plain references; only ``TransitionStep/init(_:)`` reads them
/// back, as the state of the route type the step was made with. A step keeps its state as a
/// stored property beside this object rather than being one reference to a class: with that
/// layout (a public generic struct whose one stored property refers to an internal generic
/// class), a key path such as `\.action` on the steps of a route declared in a third module
/// crashed in the Swift 6.3.1 runtime on Linux, as the "Testing navigation" article's test
/// `goingBackToTheFirstMasterTakesTwoSteps` showed.
final class StepDetails: @unchecked Sendable {
  // Unchecked: every property is a constant; the state's parts are `Sendable` when the step's
  // route is, and the details are reached only through a step of that route (or a plan's
  // storage, which is `Sendable` on the same condition).
  let id: StepID
  let action: StepAction
  let isAnimated: Bool
  /// The step's state, without its route type.
  let stateParts: _StateParts

  init<Route>(
    id: StepID, action: StepAction, state: consuming NavigationState<Route>, isAnimated: Bool
  ) {
    self.id = id
    self.action = action
    self.isAnimated = isAnimated
    stateParts = state.takeParts()
  }

  /// The same step, animated as `isAnimated` says.
  init(_ other: StepDetails, isAnimated: Bool) {
    id = other.id
    action = other.action
    self.isAnimated = isAnimated
    stateParts = other.stateParts
  }
}
