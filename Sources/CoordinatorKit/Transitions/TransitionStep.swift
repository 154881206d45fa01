/// One state a host shows on the way to a target, with what to do to reach it.
public struct TransitionStep<Route> {
  /// Identifies the step; a host acknowledges it by this value, so a late or doubled
  /// acknowledgement cannot move a navigator past a step the host never showed.
  public let id: ID
  /// What the host does to reach ``state`` from the state shown before.
  public let action: StepAction
  /// The state to show; it always satisfies every invariant of a navigation state.
  public let state: NavigationState<Route>
  /// Whether the host animates this step.
  public let isAnimated: Bool

  /// A step's identity: the transition it belongs to and its place in it.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    /// The transition, numbered by the navigator that planned it (`0` for a plan made alone).
    public let transition: Int
    /// The step's position in its transition, from `0`.
    public let index: Int

    /// Compact form for logs: `transition.index`.
    public var description: String { "\(transition).\(index)" }
  }
}

extension TransitionStep: Sendable where Route: Sendable {}
extension TransitionStep: Equatable where Route: Equatable {}
