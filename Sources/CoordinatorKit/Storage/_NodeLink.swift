/// The one mutable part of a path node: its link to the node below, and the release of long
/// chains of nodes one at a time.
///
/// ``PathNode`` inherits it and reads the link as a node of its own type (``PathNode/below``);
/// everything else a node stores is a constant. A node's link is set when it is made and only
/// cleared by `deinit`, so:
///
/// - its reads are not checked for exclusive access at run time (a check would cost more than
///   the read in a walk down a path): the only write after `init` happens in `deinit`, when no
///   other reference to the node exists, so no access can overlap it;
/// - it is read back as the type it was linked as: ``PathNode`` only ever links nodes of its own
///   type (its initializer takes the node below as one), which the read asserts in debug builds.
@usableFromInline
class _NodeLink {
  /// The node below, or `nil` for the first element above a state's root.
  @exclusivity(unchecked) @usableFromInline final private(set) var _below: _NodeLink?

  @inlinable
  init(below: _NodeLink?) {
    _below = below
  }

  /// The node below, as the type it was linked as.
  @inlinable @inline(__always)
  final func below<Node: _NodeLink>(as type: Node.Type) -> Node? {
    guard let below = _below else { return nil }
    assert(below is Node, "a path node links only to nodes of its own type")
    return unsafeDowncast(below, to: Node.self)
  }

  /// Frees a long chain one node at a time: releasing nodes recursively would overflow the
  /// stack for paths of many thousands of screens.
  deinit {
    var next = _below
    _below = nil
    while next != nil, isKnownUniquelyReferenced(&next) {
      let following = next?._below
      next?._below = nil
      next = following
    }
  }
}
