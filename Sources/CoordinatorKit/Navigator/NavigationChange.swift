/// One change of a navigator's state, with the steps a host animates to show it.
///
/// Every accepted request and every reported user action becomes one change. Hosts show
/// ``steps`` one at a time; observers (the coordinator layer, loggers, tests) learn what
/// changed and why.
public struct NavigationChange<Route> {
  /// Increases by one with every change of a navigator; tells changes apart and orders them.
  public let sequenceNumber: Int
  /// The state before the change.
  public let from: NavigationState<Route>
  /// The state after the change.
  public let to: NavigationState<Route>
  /// The intermediate states to show, ending at ``to``.
  public let steps: TransitionPlan<Route>
  /// Why the change happened.
  public let cause: NavigationCause

  /// Creates a change and plans its steps.
  public init(
    sequenceNumber: Int, from: NavigationState<Route>, to: NavigationState<Route>,
    cause: NavigationCause, capabilities: TransitionCapabilities
  ) {
    self.sequenceNumber = sequenceNumber
    self.from = from
    self.to = to
    self.cause = cause
    steps = TransitionPlan(from: from, to: to, capabilities: capabilities)
  }

  /// The screens that were in ``from`` and are not in ``to``, bottom first.
  public var removedScreens: [Screen<Route>] {
    let kept = Set(to.screens.map(\.id))
    return from.screens.filter { !kept.contains($0.id) }
  }

  /// The screens that are in ``to`` and were not in ``from``, bottom first.
  public var addedScreens: [Screen<Route>] {
    let old = Set(from.screens.map(\.id))
    return to.screens.filter { !old.contains($0.id) }
  }
}

extension NavigationChange: Sendable where Route: Sendable {}
