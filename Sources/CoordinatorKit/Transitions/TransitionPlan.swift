/// The sequence of intermediate states a host animates to get from one state to another.
///
/// UI frameworks animate one change at a time: they cannot dismiss two sheets and push three
/// screens in one update. A plan splits any change into steps a host can show one by one:
///
/// 1. update in place the screens on which both states agree in shape (the same presentation
///    style at the same position) — this is always the first step, and equals the start when
///    nothing changes in place;
/// 2. dismiss the layers that go, top first: one per step, or all in one step where the host
///    can (an alert that goes is dismissed first, or in the same step);
/// 3. pop the pushes that go, in one step;
/// 4. add what is new, one per step; pushes onto one stack merge into one step where the
///    host can; a new alert comes last.
///
/// The last step is always the target. Planning is linear in the number of screens: every step
/// is a prefix of the start (with its in-place updates) or a prefix of the target, so the plan
/// stores only those two states and step lengths, and builds a step when it is read.
public struct TransitionPlan<Route>: RandomAccessCollection {
  private enum Step: Hashable {
    /// The first `pathCount` path elements of the updated start, without an alert.
    case start(pathCount: Int, alert: Bool)
    /// The first `pathCount` path elements of the target, with the target's alert or not.
    case target(pathCount: Int, alert: Bool)
  }

  /// The start with its in-place updates applied.
  private let updatedStart: NavigationState<Route>
  /// The target.
  public let target: NavigationState<Route>
  private let steps: [Step]

  /// Plans the steps from `start` to `target` for a host with the given capabilities.
  public init(
    from start: NavigationState<Route>, to target: NavigationState<Route>,
    capabilities: TransitionCapabilities
  ) {
    self.target = target
    // The length of the prefix on which both agree in shape. The alert counts as one more
    // element, after the path, that matches only when both paths match entirely.
    var shared = 0
    while shared < start.path.count, shared < target.path.count,
      start.path[shared].style == target.path[shared].style
    {
      shared += 1
    }
    let pathsAgree = shared == start.path.count && shared == target.path.count
    let alertsAgree = pathsAgree && (start.alert == nil) == (target.alert == nil)

    // Step 1: update in place.
    var updated = start
    updated.root = target.root
    for index in 0..<shared {
      updated.path[index] = target.path[index]
    }
    if alertsAgree {
      updated.alert = target.alert
    }
    updatedStart = updated
    var steps: [Step] = [.start(pathCount: start.path.count, alert: updated.alert != nil)]

    // Step 2: dismiss the layers (and the alert) that go, top first.
    let alertGoes = start.alert != nil && !alertsAgree
    let layersGoing = start.path.indices.reversed().filter {
      $0 >= shared && start.path[$0].style.isModal
    }
    if capabilities.dismissesSeveralAtOnce {
      if let lowest = layersGoing.last {
        steps.append(.start(pathCount: lowest, alert: false))
      } else if alertGoes {
        steps.append(.start(pathCount: start.path.count, alert: false))
      }
    } else {
      if alertGoes {
        steps.append(.start(pathCount: start.path.count, alert: false))
      }
      for index in layersGoing {
        steps.append(.start(pathCount: index, alert: false))
      }
    }

    // Step 3: pop the pushes that go, in one step.
    let remaining = layersGoing.last ?? start.path.count
    if remaining > shared {
      steps.append(.start(pathCount: shared, alert: false))
    }

    // Step 4: add what is new.
    var index = shared
    while index < target.path.count {
      var end = index + 1
      if capabilities.pushesSeveralAtOnce, target.path[index].style == .push {
        while end < target.path.count, target.path[end].style == .push {
          end += 1
        }
      }
      steps.append(.target(pathCount: end, alert: false))
      index = end
    }
    if target.alert != nil, !alertsAgree {
      steps.append(.target(pathCount: target.path.count, alert: true))
    }
    // When nothing is added, the last step removed something or updated in place; make sure
    // it is expressed as the target itself so the plan always ends exactly there.
    if case .target = steps.last {
    } else {
      steps[steps.count - 1] = .target(pathCount: target.path.count, alert: target.alert != nil)
    }
    self.steps = steps
  }

  /// The first step's position (always 0).
  public var startIndex: Int { 0 }
  /// One past the last step.
  public var endIndex: Int { steps.count }

  /// The state to show at step `position`.
  public subscript(position: Int) -> NavigationState<Route> {
    switch steps[position] {
    case .start(let count, let alert):
      var state = updatedStart
      state.path.removeSubrange(count...)
      if !alert { state.alert = nil }
      return state
    case .target(let count, let alert):
      var state = target
      state.path.removeSubrange(count...)
      if !alert { state.alert = nil }
      return state
    }
  }
}

extension TransitionPlan: Sendable where Route: Sendable {}
