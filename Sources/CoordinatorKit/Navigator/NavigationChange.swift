/// One change of a navigator's state.
///
/// Every accepted request and every reported user action becomes one change, numbered in order.
/// Observers (the coordinator layer, loggers, tests) learn what changed and why; ``from`` is
/// always the state just before the change and ``to`` the state just after it.
public struct NavigationChange<Route> {
  /// The state before the change.
  public let from: NavigationState<Route>
  /// The state after the change.
  public let to: NavigationState<Route>
  /// Everything else, by reference.
  let details: ChangeDetails

  init(from: NavigationState<Route>, to: NavigationState<Route>, details: ChangeDetails) {
    self.from = from
    self.to = to
    self.details = details
  }

  init(
    sequenceNumber: Int, from: NavigationState<Route>, to: NavigationState<Route>,
    cause: NavigationCause, animation: TransitionAnimation, capabilities: TransitionCapabilities
  ) {
    self.init(
      from: from, to: to,
      details: ChangeDetails(
        sequenceNumber: sequenceNumber, cause: cause, animation: animation,
        capabilities: capabilities))
  }

  /// Increases by one with every change of a navigator; tells changes apart and orders them.
  package var sequenceNumber: Int { details.sequenceNumber }
  /// Why the change happened.
  public var cause: NavigationCause { details.cause }
  /// How the change asked to be animated.
  public var animation: TransitionAnimation { details.animation }
  /// What the navigator's host could show per step when the change was made.
  var capabilities: TransitionCapabilities { details.capabilities }

  /// The screens that were in ``from`` and are not in ``to``, bottom first. The cost is the part
  /// of the states that changed.
  public var removedScreens: [NavigationScreen<Route>] {
    NavigationState.differences(from: from, to: to).removed
  }

  /// The screens that are in ``to`` and were not in ``from``, bottom first.
  public var addedScreens: [NavigationScreen<Route>] {
    NavigationState.differences(from: from, to: to).added
  }
}

extension NavigationChange where Route: Equatable {
  /// The steps that show this change on its own, for the host capabilities of the navigator
  /// when it was made. Planned when read; a host follows ``NavigatorHosting/currentStep`` instead,
  /// which also accounts for changes queued before this one.
  public var steps: TransitionPlan<Route> {
    TransitionPlan(from: from, to: to, capabilities: capabilities, animation: animation)
  }
}

extension NavigationChange: Sendable where Route: Sendable {}

/// What a ``NavigationChange`` keeps by reference: not generic, so a change stays cheap to copy
/// and to make (see ``PathNode``, "Storage that generic code copies cheaply").
final class ChangeDetails: Sendable {
  let sequenceNumber: Int
  let cause: NavigationCause
  let animation: TransitionAnimation
  let capabilities: TransitionCapabilities

  init(
    sequenceNumber: Int, cause: NavigationCause, animation: TransitionAnimation,
    capabilities: TransitionCapabilities
  ) {
    self.sequenceNumber = sequenceNumber
    self.cause = cause
    self.animation = animation
    self.capabilities = capabilities
  }
}
