/// One change of a navigator's state.
///
/// Every accepted request and every reported user action becomes one change, numbered in order.
/// Observers (the coordinator layer, loggers, tests) learn what changed and why; ``from`` is
/// always the state just before the change and ``to`` the state just after it.
public struct NavigationChange<Route> {
  /// Everything the change holds, in one non-generic box: copying a change retains one object,
  /// and freeing one in generic code asks the runtime for no type.
  let record: ChangeRecord

  init(record: ChangeRecord) {
    self.record = record
  }

  /// The state before the change.
  public var from: NavigationState<Route> { NavigationState(record.from) }
  /// The state after the change.
  public var to: NavigationState<Route> { NavigationState(record.to) }

  /// Increases by one with every change of a navigator; tells changes apart and orders them.
  package var sequenceNumber: Int { record.sequenceNumber }
  /// Why the change happened.
  public var cause: NavigationCause { record.cause }
  /// How the change asked to be animated.
  public var animation: TransitionAnimation { record.animation }
  /// What the navigator's host could show per step when the change was made.
  var capabilities: TransitionCapabilities { record.capabilities }

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

/// What a ``NavigationChange`` holds: its two states, as parts, and why and how it was made.
/// Not generic, so making one asks the runtime for no type, and a change is this one reference
/// (see ``PathNode``, "Storage that generic code copies cheaply"). The navigator keeps its
/// latest change as this record too.
///
/// A key path into a change (`\.cause`, `\.to`) reads through this box; the test
/// `keyPathsIntoChangesReadThroughTheirRecord` guards that on the Linux runtime, which crashed
/// on such key paths when a public generic value's one property referred to a generic class
/// (see ``StepDetails``).
final class ChangeRecord: @unchecked Sendable {
  // Unchecked: every property is a constant, and the states' parts are `Sendable` when the
  // change's route is (see ``_StateParts``).
  let sequenceNumber: Int
  let from: _StateParts
  let to: _StateParts
  let cause: NavigationCause
  let animation: TransitionAnimation
  let capabilities: TransitionCapabilities

  init(
    sequenceNumber: Int, from: _StateParts, to: _StateParts, cause: NavigationCause,
    animation: TransitionAnimation, capabilities: TransitionCapabilities
  ) {
    self.sequenceNumber = sequenceNumber
    self.from = from
    self.to = to
    self.cause = cause
    self.animation = animation
    self.capabilities = capabilities
  }
}
