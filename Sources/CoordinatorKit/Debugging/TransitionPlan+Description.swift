extension TransitionPlan: CustomStringConvertible {
  /// The number of steps, then each step as ``TransitionStep/description`` shows it.
  public var description: String {
    ([debugDescription] + map(\.description)).joined(separator: "\n")
  }
}

extension TransitionPlan: CustomDebugStringConvertible {
  /// The number of steps, on one line.
  public var debugDescription: String {
    switch count {
    case 0: "plan of no step"
    case 1: "plan of 1 step"
    default: "plan of \(count) steps"
    }
  }
}

extension TransitionPlan: CustomReflectable {
  /// The plan as `dump` shows it: its steps.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
  }
}
