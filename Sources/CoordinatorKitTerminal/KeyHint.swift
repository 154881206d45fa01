/// One entry of the key bar at the bottom of the terminal: a key and what it does.
public struct KeyHint: Hashable, Sendable {
  /// The key as the user types it ("n", "Enter", "↑/↓").
  public var key: String
  /// What it does ("Next").
  public var label: String

  /// Creates a hint.
  public init(_ key: String, _ label: String) {
    self.key = key
    self.label = label
  }
}
