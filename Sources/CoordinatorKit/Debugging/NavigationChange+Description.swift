extension NavigationChange: CustomDebugStringConvertible {
  /// The change's number and cause, on one line.
  public var debugDescription: String {
    "change \(sequenceNumber) (\(cause))"
  }
}

extension NavigationChange: CustomReflectable {
  /// The change as `dump` shows it: why and how it was made, and the states before and after.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "cause": DumpLine("\(cause)"), "animation": DumpLine(animation.rawValue), "from": from,
        "to": to,
      ], displayStyle: .struct)
  }
}
