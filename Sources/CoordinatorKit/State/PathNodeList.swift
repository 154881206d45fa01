/// Path nodes in order, held as plain unretained references: the planner's working lists.
///
/// Code generic over the route runs unspecialized from an app, where an array of
/// `PathNode<Route>` asks the runtime for its type on every append, read and copy. An array of
/// plain references is compiled here once, for what it is, so collecting and reading the nodes
/// of a change costs what the nodes do (see ``PathNode``, "Storage that generic code copies
/// cheaply"). The references are unretained, so making and dropping a list touches no reference
/// count: a list lives only while the state whose nodes it holds does (the planner keeps its
/// start and target; ``Prefixes`` keeps its state), and only nodes of those states go in.
struct PathNodeList<Route> {
  /// Every element is a `PathNode<Route>`, kept alive by a state its owner holds.
  private var objects: ContiguousArray<Unmanaged<AnyObject>> = []

  /// The nodes of the path that ends at `top`, above its first `count` elements, bottom first.
  init(of top: PathNode<Route>?, above count: Int) {
    guard let top, top.count > count else { return }
    let length = top.count - count
    objects = ContiguousArray(unsafeUninitializedCapacity: length) { buffer, initialized in
      // Filled from the end as the walk goes down; its variable is unowned, since `top` keeps
      // every node below it alive.
      unowned(unsafe) var node = top
      var position = length
      while position > 0 {
        position -= 1
        buffer.initializeElement(at: position, to: Unmanaged.passUnretained(node as AnyObject))
        guard position > 0, let below = node.below else { break }
        node = below
      }
      // A node's count is one more than the node's below it, so the walk fills every position;
      // were it to end early, what it filled moves to the front.
      if position > 0, let base = buffer.baseAddress {
        base.moveInitialize(from: base + position, count: length - position)
      }
      initialized = length - position
    }
  }

  /// The number of nodes.
  var count: Int { objects.count }

  /// The node at `position`, counted from the bottom.
  subscript(position: Int) -> PathNode<Route> {
    get { unsafeDowncast(objects[position].takeUnretainedValue(), to: PathNode<Route>.self) }
    set { objects[position] = Unmanaged.passUnretained(newValue) }
  }

  /// Whether each node, bottom first, was presented modally.
  var modalFlags: [Bool] {
    // Never made with no capacity: the standard library then writes the count into the shared
    // empty array, a data race the thread sanitizer reports when two threads plan at once.
    guard !objects.isEmpty else { return [] }
    return [Bool](unsafeUninitializedCapacity: objects.count) { buffer, initialized in
      for position in 0..<objects.count {
        unowned(unsafe) let node = unsafeDowncast(
          objects[position].takeUnretainedValue(), to: PathNode<Route>.self)
        buffer.initializeElement(at: position, to: node.style.isModal)
      }
      initialized = objects.count
    }
  }

  /// The nodes at `positions`, bottom first, as an array (for the planner's rarer paths).
  func nodes(in positions: Range<Int>) -> [PathNode<Route>] {
    positions.map { self[$0] }
  }
}
