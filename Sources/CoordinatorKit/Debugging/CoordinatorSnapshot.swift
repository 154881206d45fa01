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
    case type, identifier, phase, parent, children
  }

  /// Decodes the flat list that ``encode(to:)`` writes, or the nested form of earlier versions
  /// (one object per coordinator with its `children`).
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the list is empty, or an entry's `parent` is
  ///   missing or names no coordinator on the path to the entry before it (the list is depth
  ///   first, so a parent always comes before its children).
  public init(from decoder: any Decoder) throws {
    guard var list = try? decoder.unkeyedContainer() else {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        type: try container.decode(String.self, forKey: .type),
        identifier: try container.decode(CoordinatorID.self, forKey: .identifier),
        phase: try container.decode(CoordinatorNode.Phase.self, forKey: .phase),
        children: try container.decodeIfPresent([CoordinatorSnapshot].self, forKey: .children)
          ?? [])
      return
    }
    var entries: [Entry] = []
    // The coordinators from the root to the last entry read: where the next one's parent is.
    var path: [CoordinatorID] = []
    while !list.isAtEnd {
      let container = try list.nestedContainer(keyedBy: CodingKeys.self)
      let parent = try container.decodeIfPresent(CoordinatorID.self, forKey: .parent)
      if entries.isEmpty {
        guard parent == nil else {
          throw DecodingError.dataCorruptedError(
            forKey: .parent, in: container,
            debugDescription: "the first coordinator is the root: it has no parent")
        }
      } else {
        guard let parent, let depth = path.lastIndex(of: parent) else {
          throw DecodingError.dataCorruptedError(
            forKey: .parent, in: container,
            debugDescription:
              "each coordinator after the first names its parent, which comes before it")
        }
        path.removeSubrange((depth + 1)...)
      }
      let identifier = try container.decode(CoordinatorID.self, forKey: .identifier)
      entries.append(
        Entry(
          type: try container.decode(String.self, forKey: .type), identifier: identifier,
          phase: try container.decode(CoordinatorNode.Phase.self, forKey: .phase),
          depth: path.count))
      path.append(identifier)
    }
    guard !entries.isEmpty else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "a coordinator snapshot has at least its root coordinator"))
    }
    self.init(entries: entries)
  }

  /// Encodes the tree flat: its coordinators depth first, each with its `parent`'s identity
  /// (none for the root). A tree of any depth then fits in formats that limit nesting, such as
  /// JSON, whose decoders give up a few hundred levels down.
  public func encode(to encoder: any Encoder) throws {
    var list = encoder.unkeyedContainer()
    var path: [CoordinatorID] = []
    for entry in entries {
      path.removeSubrange(entry.depth...)
      var container = list.nestedContainer(keyedBy: CodingKeys.self)
      try container.encode(entry.type, forKey: .type)
      try container.encode(entry.identifier, forKey: .identifier)
      try container.encode(entry.phase, forKey: .phase)
      try container.encodeIfPresent(path.last, forKey: .parent)
      path.append(entry.identifier)
    }
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
