/// One element of a navigation state's path, linked to the element below it.
///
/// Nodes never change once made, so states share them: a push makes one node on top of the
/// previous state's nodes, and the state before the push stays intact at no cost. That is what
/// lets a change keep its exact `from` and `to`, and a transition plan keep its steps, without
/// copying the path (copying made every change cost the depth of the stack).
///
/// Each node also caches what the operations need to find without scanning: its position, the
/// start of the modal layer it belongs to, and where the first modal layer starts.
final class PathNode<Route> {
  /// The element.
  let element: PresentedScreen<Route>
  /// The element below, or `nil` for the first element above the root. Only `deinit` changes it.
  private(set) var below: PathNode?
  /// The number of path elements up to and including this one (its index plus one).
  let count: Int
  /// The path index of the nearest modal element at or below this one: where the top layer
  /// starts when this node is on top. `nil` when every element up to here is a push.
  let layerStart: Int?
  /// The path index of the lowest modal element at or below this one.
  let firstModalIndex: Int?
  /// The number of modal elements at or below this one.
  let modalCount: Int

  init(_ element: PresentedScreen<Route>, below: PathNode?) {
    self.element = element
    self.below = below
    let index = below?.count ?? 0
    count = index + 1
    let isModal = element.style.isModal
    layerStart = isModal ? index : below?.layerStart
    firstModalIndex = below?.firstModalIndex ?? (isModal ? index : nil)
    modalCount = (below?.modalCount ?? 0) + (isModal ? 1 : 0)
  }

  /// The path index of this element.
  var index: Int { count - 1 }

  /// Frees a long chain one node at a time: releasing nodes recursively would overflow the
  /// stack for paths of many thousands of screens.
  deinit {
    var next = below
    below = nil
    while next != nil, isKnownUniquelyReferenced(&next) {
      let following = next?.below
      next?.below = nil
      next = following
    }
  }
}

extension PathNode: @unchecked Sendable where Route: Sendable {}
// Unchecked: every stored property is immutable after `init`, except `below`, which only
// `deinit` clears, when no other reference to the node exists.

extension PathNode {
  /// The node `steps` elements below this one (`0` is this node); `nil` past the bottom.
  func descending(_ steps: Int) -> PathNode? {
    var node: PathNode? = self
    var remaining = steps
    while remaining > 0, let current = node {
      node = current.below
      remaining -= 1
    }
    return node
  }

  /// The elements from path index `start` up to this node, bottom first.
  func elements(from start: Int) -> [PresentedScreen<Route>] {
    guard start <= index else { return [] }
    var result: [PresentedScreen<Route>] = []
    result.reserveCapacity(count - start)
    var node: PathNode? = self
    while let current = node, current.index >= start {
      result.append(current.element)
      node = current.below
    }
    result.reverse()
    return result
  }
}
