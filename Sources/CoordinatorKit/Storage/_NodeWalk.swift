/// A walk down a path from a node over a given number of nodes, which touches no reference
/// count on the way.
///
/// Generic code walking a path with `while let node = node.below` retains and releases every
/// node it passes, several times what the walk itself costs. A walk instead keeps the node it
/// starts from (which keeps every node below it alive) and moves through plain unretained
/// references, read without retaining them (its marked node too), counted: a node's ``PathNode/count`` is one more than the node's below it, so a
/// walk over at most `count` nodes never passes the bottom of the path. Its initializer checks
/// that bound, and each move that it stays within it, the one thing the walk relies on.
@usableFromInline
struct _NodeWalk<Route> {
  /// Keeps every node the walk can reach alive.
  @usableFromInline let origin: PathNode<Route>
  /// The node the walk stands on.
  @usableFromInline var current: Unmanaged<PathNode<Route>>
  /// How many more times the walk can move down.
  @usableFromInline var remainingMoves: Int
  /// A node the walk passed, kept to read back (``markedNode``).
  @usableFromInline var mark: Unmanaged<PathNode<Route>>?

  /// A walk over `top` and the `count - 1` nodes below it.
  @inlinable @inline(__always)
  init(from top: PathNode<Route>, over count: Int) {
    precondition(count >= 1 && count <= top.count, "a walk stays within the path it starts on")
    origin = top
    current = Unmanaged.passUnretained(top)
    remainingMoves = count - 1
    mark = nil
  }

  /// The node the walk stands on, as a reference to keep. Reading its fields through the walk
  /// (``id``, ``style``, …) touches no reference count.
  @inlinable
  var node: PathNode<Route> {
    @inline(__always) get { current.takeUnretainedValue() }
  }

  /// The node below the one the walk stands on, as a reference to keep.
  @inlinable
  var nodeBelow: PathNode<Route>? {
    @inline(__always) get { current._withUnsafeGuaranteedRef { $0.below } }
  }

  /// The screen's identity.
  @inlinable
  var id: ScreenID {
    @inline(__always) get { current._withUnsafeGuaranteedRef { $0.id } }
  }

  /// How the screen was presented.
  @inlinable
  var style: PresentationStyle {
    @inline(__always) get { current._withUnsafeGuaranteedRef { $0.style } }
  }

  /// What the screen shows.
  @inlinable
  var route: Route {
    @inline(__always) get { current._withUnsafeGuaranteedRef { $0.route } }
  }

  /// How the layer the node presents shows.
  @inlinable
  var options: LayerOptions {
    @inline(__always) get { current._withUnsafeGuaranteedRef { $0.options } }
  }

  /// The number of modal elements at or below the node.
  @inlinable
  var modalCount: Int {
    @inline(__always) get { current._withUnsafeGuaranteedRef { $0.modalCount } }
  }

  /// What `body` makes of the node the walk stands on, which it borrows without retaining it.
  @inlinable @inline(__always)
  func withNode<Result>(_ body: (PathNode<Route>) -> Result) -> Result {
    current._withUnsafeGuaranteedRef(body)
  }

  /// Whether this walk stands on the node `other` stands on.
  @inlinable @inline(__always)
  func standsOnSameNode(as other: _NodeWalk) -> Bool {
    current.toOpaque() == other.current.toOpaque()
  }

  /// Whether the walk can move down.
  @inlinable
  var canMoveDown: Bool {
    @inline(__always) get { remainingMoves > 0 }
  }

  /// Moves to the node below; the walk must be able to (see ``canMoveDown``), which it checks.
  @inlinable @inline(__always)
  mutating func moveDown() {
    precondition(remainingMoves > 0, "a walk moves only over the nodes it was given")
    remainingMoves -= 1
    current = current._withUnsafeGuaranteedRef {
      Unmanaged.passUnretained($0.below.unsafelyUnwrapped)
    }
  }

  /// Moves down `steps` nodes.
  @inlinable @inline(__always)
  mutating func moveDown(_ steps: Int) {
    precondition(steps <= remainingMoves, "a walk moves only over the nodes it was given")
    var remaining = steps
    while remaining > 0 {
      remaining -= 1
      remainingMoves -= 1
      current = current._withUnsafeGuaranteedRef {
        Unmanaged.passUnretained($0.below.unsafelyUnwrapped)
      }
    }
  }

  /// Marks the node the walk stands on, to read back after the walk has moved on.
  @inlinable @inline(__always)
  mutating func markCurrent() {
    mark = current
  }

  /// The node marked last (``markCurrent()``), as a reference to keep; `nil` when none is.
  @inlinable
  var markedNode: PathNode<Route>? {
    @inline(__always) get { mark?.takeUnretainedValue() }
  }

  /// The node below the one marked last, as a reference to keep; `nil` when none is marked or
  /// the marked one is the lowest.
  @inlinable
  var nodeBelowMark: PathNode<Route>? {
    @inline(__always) get { mark?._withUnsafeGuaranteedRef { $0.below } }
  }

  /// Whether a node is marked.
  @inlinable
  var hasMark: Bool {
    @inline(__always) get { mark != nil }
  }

  /// What `make` gives for `top` and each of the `length - 1` nodes below it, bottom first,
  /// after `first` when there is one: how a path is read into an array, at a few instructions
  /// per screen. Shorter when the path is.
  @inlinable
  static func array<Element>(
    of length: Int, from top: PathNode<Route>, after first: Element? = nil,
    with make: (PathNode<Route>) -> Element
  ) -> [Element] {
    let offset = first == nil ? 0 : 1
    // Never made with no capacity: the standard library then writes the count into the shared
    // empty array, a data race the thread sanitizer reports when two threads read at once.
    guard length + offset > 0 else { return [] }
    return [Element](unsafeUninitializedCapacity: length + offset) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      let made = fill(
        UnsafeMutableBufferPointer(start: base + offset, count: max(length, 0)), from: top,
        upTo: max(length, 0), with: make)
      if let first {
        base.initialize(to: first)
      }
      initialized = made + offset
    }
  }

  /// Fills `buffer` from position `length - 1` down with what `make` gives for `top` and each
  /// of the `length - 1` nodes below it. Returns how many it made (`length`, unless the path is
  /// shorter, when what it made is moved to the front).
  @inlinable
  static func fill<Element>(
    _ buffer: UnsafeMutableBufferPointer<Element>, from top: PathNode<Route>, upTo length: Int,
    with make: (PathNode<Route>) -> Element
  ) -> Int {
    guard length > 0 else { return 0 }
    var walk = _NodeWalk(from: top, over: min(length, top.count))
    var position = length
    while true {
      position -= 1
      buffer.initializeElement(at: position, to: walk.withNode(make))
      guard walk.canMoveDown else { break }
      walk.moveDown()
    }
    if position > 0, let base = buffer.baseAddress {
      base.moveInitialize(from: base + position, count: length - position)
    }
    return length - position
  }
}

/// Walks down several versions of one state's path together, one node at a time: how the
/// highest node they all share is found, at the cost of the nodes above it.
///
/// Like ``_NodeWalk`` it keeps each path's top (which keeps its nodes alive) and moves through
/// plain unretained references, counted. It is not generic, only its methods are, and its lists
/// are of plain references, not of walks: a method of a generic type that changes it looks the
/// type up on every call, and an array of a generic type on every append and read.
struct _NodeWalks {
  /// Keep every node the walks can reach alive: each path's top, or the absent part.
  private var origins: ContiguousArray<AnyObject> = []
  /// The node each walk stands on: a path node of the walks' route while its height is above
  /// zero.
  private var nodes: ContiguousArray<Unmanaged<AnyObject>> = []
  /// The number of elements each walk still stands above: its node's count.
  private var heights: [Int] = []

  /// No walks yet; `capacity` walks to come.
  init(capacity: Int) {
    origins.reserveCapacity(capacity)
    nodes.reserveCapacity(capacity)
    heights.reserveCapacity(capacity)
  }

  /// The number of walks.
  var count: Int { heights.count }

  /// Adds a walk down the path whose top is `top`, holding `count` elements. Every walk goes
  /// down paths of one route.
  mutating func append<Route>(_ top: PathNode<Route>?, count: Int) {
    precondition(count == (top?.count ?? 0), "a walk starts with its top's count")
    let origin: AnyObject = top ?? _AbsentPart.shared
    origins.append(origin)
    nodes.append(Unmanaged.passUnretained(origin))
    heights.append(count)
  }

  /// The number of elements walk `index` still stands above.
  func height(of index: Int) -> Int {
    heights[index]
  }

  /// The screen of the node walk `index` stands on, after which it moves down one node; the
  /// walk must stand on one (a height above zero), a node of `Route`.
  mutating func takeStep<Route>(_ index: Int, in route: Route.Type) -> ScreenID {
    precondition(heights[index] > 0, "a walk moves only over the nodes of its path")
    let object = nodes[index].takeUnretainedValue()
    assert(object is PathNode<Route>, "the walks go down paths of one route")
    let node = Unmanaged.passUnretained(unsafeDowncast(object, to: PathNode<Route>.self))
    let id = node._withUnsafeGuaranteedRef { $0.id }
    heights[index] -= 1
    guard heights[index] > 0 else {
      nodes[index] = Unmanaged.passUnretained(_AbsentPart.shared)
      return id
    }
    nodes[index] = node._withUnsafeGuaranteedRef {
      Unmanaged.passUnretained($0.below.unsafelyUnwrapped as AnyObject)
    }
    return id
  }

  /// Whether every walk stands on the same node (or every one on none).
  var standOnOneNode: Bool {
    let reference = nodes[0].toOpaque()
    for node in nodes where node.toOpaque() != reference {
      return false
    }
    return true
  }
}
