/// One change of a navigator's state.
///
/// Every accepted request and every reported user action becomes one change, numbered in order.
/// Observers (the coordinator layer, loggers, tests) learn what changed and why; ``from`` is
/// always the state just before the change and ``to`` the state just after it.
public struct NavigationChange<Route> {
  /// Increases by one with every change of a navigator; tells changes apart and orders them.
  public let sequenceNumber: Int
  /// The state before the change.
  public let from: NavigationState<Route>
  /// The state after the change.
  public let to: NavigationState<Route>
  /// Why the change happened.
  public let cause: NavigationCause
  /// How the change asked to be animated.
  public let animation: TransitionAnimation
  /// What the navigator's host could show per step when the change was made.
  let capabilities: TransitionCapabilities

  /// The screens that were in ``from`` and are not in ``to``, bottom first. The cost is the part
  /// of the states that changed.
  public var removedScreens: [Screen<Route>] {
    NavigationState.differences(from: from, to: to).removed
  }

  /// The screens that are in ``to`` and were not in ``from``, bottom first.
  public var addedScreens: [Screen<Route>] {
    NavigationState.differences(from: from, to: to).added
  }
}

extension NavigationChange where Route: Equatable {
  /// The steps that show this change on its own, for the host capabilities of the navigator
  /// when it was made. Planned when read; a host follows ``Navigator/currentStep`` instead,
  /// which also accounts for changes queued before this one.
  public var steps: TransitionPlan<Route> {
    TransitionPlan(from: from, to: to, capabilities: capabilities, animation: animation)
  }
}

extension NavigationChange: Sendable where Route: Sendable {}
