/// Path nodes in order, held as plain references: the planner's working lists.
///
/// Code generic over the route runs unspecialized from an app, where an array of
/// `PathNode<Route>` asks the runtime for its type on every append, read and copy. An array of
/// plain references is compiled here once, for what it is, so collecting and reading the nodes
/// of a change costs what the nodes do (see ``PathNode``, "Storage that generic code copies
/// cheaply").
struct PathNodeList<Route> {
  /// Every element is a `PathNode<Route>`.
  private var objects: ContiguousArray<AnyObject> = []

  /// The nodes of the path that ends at `top`, above its first `count` elements, bottom first.
  init(of top: PathNode<Route>?, above count: Int) {
    var node = top
    while let current = node, current.count > count {
      objects.append(current)
      node = current.below
    }
    objects.reverse()
  }

  /// The number of nodes.
  var count: Int { objects.count }

  /// The node at `position`, counted from the bottom.
  subscript(position: Int) -> PathNode<Route> {
    get { unsafeDowncast(objects[position], to: PathNode<Route>.self) }
    set { objects[position] = newValue }
  }

  /// Whether each node, bottom first, was presented modally.
  var modalFlags: [Bool] {
    var flags: [Bool] = []
    flags.reserveCapacity(objects.count)
    for position in 0..<objects.count {
      flags.append(self[position].style.isModal)
    }
    return flags
  }

  /// The nodes at `positions`, bottom first, as an array (for the planner's rarer paths).
  func nodes(in positions: Range<Int>) -> [PathNode<Route>] {
    positions.map { self[$0] }
  }
}
