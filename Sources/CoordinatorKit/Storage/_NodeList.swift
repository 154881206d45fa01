/// The nodes of a path above a given length, bottom first, held as plain unretained references.
///
/// Code generic over the route runs unspecialized from an app, where an array of
/// `PathNode<Route>` asks the runtime for its type on every append, read and copy. This list is
/// an array of plain references compiled once, for what it is, so collecting and reading the
/// nodes of a change costs what the nodes do. It keeps the top of the path it lists, which keeps
/// every listed node alive (a node keeps the nodes below it), so its references never dangle;
/// only nodes of that path go in.
struct _NodeList<Route> {
  /// Keeps every listed node alive.
  private let top: _OptionalPart
  /// Every element is a `PathNode<Route>` at or below `top`.
  private var objects: ContiguousArray<Unmanaged<AnyObject>> = []

  /// The nodes of the path that ends at `top`, above its first `count` elements, bottom first.
  init(of top: PathNode<Route>?, above count: Int) {
    self.top = _OptionalPart(top)
    guard let top, top.count > count else { return }
    let length = top.count - count
    objects = ContiguousArray(unsafeUninitializedCapacity: length) { buffer, initialized in
      initialized = _NodeWalk.fill(buffer, from: top, upTo: length) { node in
        Unmanaged.passUnretained(node as AnyObject)
      }
    }
  }

  /// The number of nodes.
  var count: Int { objects.count }

  /// The node at `position`, counted from the bottom.
  subscript(position: Int) -> PathNode<Route> {
    let object = objects[position].takeUnretainedValue()
    assert(object is PathNode<Route>, "a list holds the nodes of one path")
    return unsafeDowncast(object, to: PathNode<Route>.self)
  }

  /// The nodes at `positions`, bottom first, as an array (for the planner's rarer paths).
  func nodes(in positions: Range<Int>) -> [PathNode<Route>] {
    positions.map { self[$0] }
  }
}
