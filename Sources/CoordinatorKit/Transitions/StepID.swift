/// A transition step's identity: the transition it belongs to and its place in it.
public struct StepID: Hashable, Sendable, CustomStringConvertible {
  /// The transition, numbered by the navigator that planned it (`0` for a plan made alone).
  package let transition: Int
  /// The step's position in its transition, from `0`.
  package let index: Int

  /// Compact form for logs: `transition.index`.
  public var description: String { "\(transition).\(index)" }
}
