/// How a child flow ended, as its awaiting parent sees it.
public enum FlowResult<Value> {
  /// The child called `finish(with:)` with this value.
  case finished(Value)
  /// The child's screens were removed first (by the user or a jump), or it was stopped.
  case cancelled

  /// The value, or `nil` when the flow was cancelled.
  public var value: Value? {
    if case .finished(let value) = self { return value }
    return nil
  }
}

extension FlowResult: Equatable where Value: Equatable {}
extension FlowResult: Sendable where Value: Sendable {}
