extension TransitionStep: CustomStringConvertible {
  /// The step's identity, action and animation, then the state it shows, indented:
  ///
  /// ```
  /// step 3.1: push(count: 1, level: 0), animated
  ///   stack
  ///     list #1a2b3c4d by main
  ///     detail(2) #5e6f7a8b by detail
  /// ```
  public var description: String {
    ([debugDescription] + state.treeDescription.split(separator: "\n").map { "  \($0)" })
      .joined(separator: "\n")
  }
}

extension TransitionStep: CustomDebugStringConvertible {
  /// The step's identity, action and animation, on one line.
  public var debugDescription: String {
    "step \(id): \(action), \(isAnimated ? "animated" : "not animated")"
  }
}

extension TransitionStep: CustomReflectable {
  /// The step as `dump` shows it: its identity, action, animation and state.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "id": DumpLine(id.description), "action": DumpLine("\(action)"), "isAnimated": isAnimated,
        "state": state,
      ], displayStyle: .struct)
  }
}
