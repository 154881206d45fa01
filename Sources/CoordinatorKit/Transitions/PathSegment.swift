/// What lies above a shared base in one path, summed up from the top down: how many elements,
/// how many of them are modal (the layers), the lowest layer, and the pushes below it.
///
/// A plan reads most changes from these figures alone: a change at the end of a path removes or
/// adds a segment whose lowest layer and pushes say every step (pops onto the base's stack, a
/// dismissal of all its layers at once).
///
/// Not generic (only its initializer and the reading of its node are): a generic value the
/// planner keeps would be copied and destroyed through the runtime.
struct PathSegment {
  /// The number of elements.
  private(set) var count = 0
  /// The number of modal elements: the layers the segment starts.
  private(set) var layers = 0
  /// The number of pushes below the lowest layer (all the elements when there is none): what
  /// the segment pushes onto the stack its base ends in.
  private(set) var pushesBelowLayers = 0
  /// The lowest modal element (a `PathNode<Route>`), or none.
  private var lowestLayerPart = _OptionalPart()

  /// The elements of the path whose top is `top` above its first `base`, whose own node is
  /// `baseNode`. Read from the nodes' counts when the segment has no layer, and otherwise in
  /// one counted walk.
  @inline(__always)
  init<Route>(of top: PathNode<Route>?, above base: Int, baseNode: PathNode<Route>?) {
    guard let top, top.count > base else { return }
    layers = top.modalCount - (baseNode?.modalCount ?? 0)
    guard layers > 0 else {
      count = top.count - base
      pushesBelowLayers = count
      return
    }
    layers = 0
    var walk = _NodeWalk(from: top, over: top.count - base)
    while true {
      count += 1
      if walk.style.isModal {
        layers += 1
        pushesBelowLayers = 0
        walk.markCurrent()
      } else {
        pushesBelowLayers += 1
      }
      guard walk.canMoveDown else { break }
      walk.moveDown()
    }
    lowestLayerPart = _OptionalPart(walk.markedNode)
  }

  /// The lowest modal element, a node of the path it was read from; `nil` when the segment has
  /// no layer.
  @inline(__always)
  func lowestLayer<Route>(as type: PathNode<Route>.Type) -> PathNode<Route>? {
    lowestLayerPart.part(as: type)
  }
}
