/// A plain, `Codable` picture of a coordinator tree, for dumps, inspectors and tests.
///
/// The tree is stored flat, in depth-first order, so a snapshot of any depth is built, printed
/// and freed without recursion.
public struct CoordinatorSnapshot: Hashable, Sendable {
  private struct Entry: Hashable, Sendable {
    var type: String
    var identifier: CoordinatorID
    var phase: CoordinatorNode.Phase
    var depth: Int
  }

  /// This coordinator first, then its descendants depth first, each with its depth below it.
  private var entries: [Entry]

  /// Creates a snapshot by hand (tests compare against these).
  package init(
    type: String, identifier: CoordinatorID, phase: CoordinatorNode.Phase = .running,
    children: [CoordinatorSnapshot] = []
  ) {
    entries = [Entry(type: type, identifier: identifier, phase: phase, depth: 0)]
    self.children = children
  }

  private init(entries: [Entry]) {
    self.entries = entries
  }

  /// The coordinator's type name.
  public var type: String {
    get { entries[0].type }
    set { entries[0].type = newValue }
  }

  /// Its identity.
  public var identifier: CoordinatorID {
    get { entries[0].identifier }
    set { entries[0].identifier = newValue }
  }

  /// Where its lifecycle stands.
  public var phase: CoordinatorNode.Phase {
    get { entries[0].phase }
    set { entries[0].phase = newValue }
  }

  /// Its children, oldest first.
  public var children: [CoordinatorSnapshot] {
    get {
      var children: [CoordinatorSnapshot] = []
      for entry in entries.dropFirst() {
        if entry.depth == 1 {
          children.append(CoordinatorSnapshot(entries: []))
        }
        children[children.count - 1].entries.append(
          Entry(
            type: entry.type, identifier: entry.identifier, phase: entry.phase,
            depth: entry.depth - 1))
      }
      return children
    }
    set {
      entries.removeSubrange(1...)
      for child in newValue {
        entries += child.entries.map { entry in
          Entry(
            type: entry.type, identifier: entry.identifier, phase: entry.phase,
            depth: entry.depth + 1)
        }
      }
    }
  }

  /// The snapshot as indented lines: `TypeName #short-id`, children two spaces deeper.
  public var treeDescription: String {
    lines { entry in
      let marker = entry.phase == .running ? "" : " (\(entry.phase.rawValue))"
      return "\(entry.type) #\(entry.identifier.shortDescription)\(marker)"
    }
  }

  /// The type names as an indented outline, without identities: stable across runs, so tests
  /// can compare it with a literal.
  public var outline: String {
    lines(\.type)
  }

  private func lines(_ describe: (Entry) -> String) -> String {
    entries.map { String(repeating: "  ", count: $0.depth) + describe($0) }.joined(separator: "\n")
  }
}

extension CoordinatorSnapshot: Codable {
  private enum CodingKeys: String, CodingKey {
    case type, identifier, phase, children
  }

  /// Decodes the nested form that ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      type: try container.decode(String.self, forKey: .type),
      identifier: try container.decode(CoordinatorID.self, forKey: .identifier),
      phase: try container.decode(CoordinatorNode.Phase.self, forKey: .phase),
      children: try container.decodeIfPresent([CoordinatorSnapshot].self, forKey: .children) ?? [])
  }

  /// Encodes the tree nested, one object per coordinator with its `children`, as people read it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(type, forKey: .type)
    try container.encode(identifier, forKey: .identifier)
    try container.encode(phase, forKey: .phase)
    try container.encode(children, forKey: .children)
  }
}

extension Coordinator {
  /// A snapshot of this coordinator and its descendants, built without recursion.
  public var snapshot: CoordinatorSnapshot {
    var snapshot = CoordinatorSnapshot(
      type: String(describing: Swift.type(of: self)), identifier: identifier, phase: node.phase)
    snapshot.appendDescendants(of: self)
    return snapshot
  }

  /// The coordinator tree as readable, indented text.
  package var treeDescription: String { snapshot.treeDescription }
}

extension CoordinatorSnapshot {
  @MainActor
  fileprivate mutating func appendDescendants(of root: any Coordinator) {
    var pending: [(coordinator: any Coordinator, depth: Int)] = root.children.reversed().map {
      ($0, 1)
    }
    while let (coordinator, depth) = pending.popLast() {
      entries.append(
        Entry(
          type: String(describing: Swift.type(of: coordinator)),
          identifier: coordinator.identifier, phase: coordinator.node.phase, depth: depth))
      pending += coordinator.children.reversed().map { ($0, depth + 1) }
    }
  }
}
