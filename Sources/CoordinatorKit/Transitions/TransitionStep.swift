/// One state a host shows on the way to a target, with what to do to reach it.
public struct TransitionStep<Route> {
  /// The state to show; it always satisfies every invariant of a navigation state.
  public let state: NavigationState<Route>
  /// The rest, by reference.
  private let details: StepDetails

  init(id: StepID, action: StepAction, state: NavigationState<Route>, isAnimated: Bool) {
    self.state = state
    details = StepDetails(id: id, action: action, isAnimated: isAnimated)
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

/// What a ``TransitionStep`` keeps by reference: not generic, so a step stays cheap to copy and
/// to make (see ``PathNode``, "Storage that generic code copies cheaply").
private final class StepDetails: Sendable {
  let id: StepID
  let action: StepAction
  let isAnimated: Bool

  init(id: StepID, action: StepAction, isAnimated: Bool) {
    self.id = id
    self.action = action
    self.isAnimated = isAnimated
  }
}

/// A step boxed, so a plan holds its steps as plain references (see ``PathNodeList`` for why).
///
/// The box is separate, rather than the step being one reference to such a class: with that
/// layout (a public generic struct whose one stored property refers to an internal generic
/// class), a key path such as `\.action` on the steps of a route declared in a third module
/// crashed in the Swift 6.3.1 runtime on Linux, as the "Testing navigation" article's test
/// `goingBackToTheFirstMasterTakesTwoSteps` showed.
final class BoxedStep<Route> {
  let step: TransitionStep<Route>

  init(_ step: TransitionStep<Route>) {
    self.step = step
  }
}

// The one stored property is a constant of a type that is `Sendable` when `Route` is.
extension BoxedStep: @unchecked Sendable where Route: Sendable {}
