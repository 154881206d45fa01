/// A plain, `Codable` picture of a coordinator tree, for dumps, inspectors and tests.
public struct CoordinatorSnapshot: Hashable, Sendable, Codable {
  /// The coordinator's type name.
  public var type: String
  /// Its identity.
  public var identifier: CoordinatorID
  /// Where its lifecycle stands.
  public var phase: CoordinatorNode.Phase
  /// Its children, oldest first.
  public var children: [CoordinatorSnapshot]

  /// Creates a snapshot by hand (tests compare against these).
  public init(
    type: String, identifier: CoordinatorID, phase: CoordinatorNode.Phase = .running,
    children: [CoordinatorSnapshot] = []
  ) {
    self.type = type
    self.identifier = identifier
    self.phase = phase
    self.children = children
  }

  /// The snapshot as indented lines: `TypeName #short-id`, children two spaces deeper.
  public var treeDescription: String {
    lines(depth: 0).joined(separator: "\n")
  }

  /// The type names as an indented outline, without identities: stable across runs, so tests
  /// can compare it with a literal.
  public var outline: String {
    outlineLines(depth: 0).joined(separator: "\n")
  }

  private func lines(depth: Int) -> [String] {
    let marker = phase == .running ? "" : " (\(phase.rawValue))"
    let line = String(repeating: "  ", count: depth) + "\(type) #\(identifier.shortDescription)"
    return [line + marker] + children.flatMap { $0.lines(depth: depth + 1) }
  }

  private func outlineLines(depth: Int) -> [String] {
    [String(repeating: "  ", count: depth) + type]
      + children.flatMap { $0.outlineLines(depth: depth + 1) }
  }
}

extension Coordinator {
  /// A snapshot of this coordinator and its descendants.
  public var snapshot: CoordinatorSnapshot {
    CoordinatorSnapshot(
      type: String(describing: Swift.type(of: self)), identifier: identifier, phase: node.phase,
      children: children.map(\.snapshot))
  }

  /// The coordinator tree as readable, indented text.
  public var treeDescription: String { snapshot.treeDescription }
}
