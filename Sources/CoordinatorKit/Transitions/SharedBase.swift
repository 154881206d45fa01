/// What two versions of a path share from the bottom, and what lies above it on each side: the
/// first thing a plan asks of a change.
///
/// The shared base is the longest prefix on which both paths agree in identity and presentation
/// (a screen's route may differ: it is then updated in place). Above it, what the start holds
/// leaves and what the target holds arrives (``PathSegment``).
///
/// It is found in a counted walk down both paths from their tops (``_NodeWalk``), down to the
/// first node they share, and each side above it is summed up in one more walk: states share
/// their unchanged nodes, so the cost is what differs between them, whatever their depth.
///
/// Not generic (only its initializer and the reading of its nodes are): a generic value the
/// planner keeps would be copied and destroyed through the runtime.
struct SharedBase {
  /// The number of elements at the bottom of both paths on which they agree.
  let count: Int
  /// Whether a screen both share shows another route in the target (or its layer another way).
  let routesChanged: Bool
  /// What the start holds above the base: what leaves.
  let leaving: PathSegment
  /// What the target holds above the base: what arrives.
  let arriving: PathSegment
  /// Whether the start's node holding the base's elements is the target's: no shared element
  /// was rebuilt or updated.
  let sharesBaseNode: Bool
  /// Whether both sides keep a layer above the base: their lowest layers are one screen,
  /// presented the same way. The stacks below and inside kept layers can then change too.
  let keepsALayer: Bool
  /// The target's node holding the base's elements.
  private let targetBasePart: _OptionalPart

  /// The target's node holding the base's elements; `nil` when the base is empty.
  @inline(__always)
  func targetBase<Route>(as type: PathNode<Route>.Type) -> PathNode<Route>? {
    targetBasePart.part(as: type)
  }

  /// Compares the paths whose tops are `start` and `target`.
  @inline(__always)
  init<Route: Equatable>(_ start: PathNode<Route>?, _ target: PathNode<Route>?) {
    let startCount = start?.count ?? 0
    let targetCount = target?.count ?? 0
    var height = min(startCount, targetCount)
    var shared = height
    // Nothing above the lower path's height can be shared.
    var startBase = start
    if let start, startCount > height {
      var walk = _NodeWalk(from: start, over: startCount - height)
      walk.moveDown(startCount - height - 1)
      startBase = walk.nodeBelow
    }
    var targetBase = target
    if let target, targetCount > height {
      var walk = _NodeWalk(from: target, over: targetCount - height)
      walk.moveDown(targetCount - height - 1)
      targetBase = walk.nodeBelow
    }
    // Then down both together until they stand on one node: nodes never change once made, so
    // everything below it is shared. The lowest pair that differs in identity or presentation
    // ends the base; route changes count only below it (above it, screens leave and arrive).
    var routesChanged = false
    if let startTop = startBase, let targetTop = targetBase, startTop !== targetTop {
      var left = _NodeWalk(from: startTop, over: height)
      var right = _NodeWalk(from: targetTop, over: height)
      while !left.standsOnSameNode(as: right) {
        if left.id != right.id || left.style != right.style {
          shared = height - 1
          left.markCurrent()
          right.markCurrent()
          routesChanged = false
        } else if left.route != right.route || left.options != right.options {
          routesChanged = true
        }
        height -= 1
        guard height > 0 else { break }
        left.moveDown()
        right.moveDown()
      }
      // The bases stand below the lowest difference.
      if left.hasMark {
        startBase = left.nodeBelowMark
        targetBase = right.nodeBelowMark
      }
    }
    count = shared
    self.routesChanged = routesChanged
    sharesBaseNode = startBase === targetBase
    targetBasePart = _OptionalPart(targetBase)
    let leaving = PathSegment(of: start, above: shared, baseNode: startBase)
    let arriving = PathSegment(of: target, above: shared, baseNode: targetBase)
    if leaving.layers > 0, arriving.layers > 0,
      let leavingLayer = leaving.lowestLayer(as: PathNode<Route>.self),
      let arrivingLayer = arriving.lowestLayer(as: PathNode<Route>.self)
    {
      keepsALayer =
        leavingLayer.id == arrivingLayer.id && leavingLayer.style == arrivingLayer.style
    } else {
      keepsALayer = false
    }
    self.leaving = leaving
    self.arriving = arriving
  }

  /// Whether the alert stays: both paths end on the base (nothing leaves or arrives), and both
  /// states show the same alert, or none.
  @inline(__always)
  func agreeOnAlert<Route>(of start: NavigationState<Route>, and target: NavigationState<Route>)
    -> Bool
  {
    leaving.count == 0 && arriving.count == 0
      && start.alertBox?.alert.id == target.alertBox?.alert.id
  }
}
