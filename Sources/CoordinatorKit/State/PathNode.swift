/// One element of a navigation state's path, linked to the element below it.
///
/// Nodes never change once made, so states share them: a push makes one node on top of the
/// previous state's nodes, and the state before the push stays intact at no cost. That is what
/// lets a change keep its exact `from` and `to`, and a transition plan keep its steps, without
/// copying the path (copying made every change cost the depth of the stack).
///
/// Each node also caches what the operations need to find without scanning: its position, the
/// start of the modal layer it belongs to, and where the first modal layer starts.
///
/// ## Storage that generic code copies cheaply
///
/// The engine is generic over the app's `Route`. Swift compiles such code once for every route
/// type and learns a generic value's size and layout from the runtime (its metadata) when the
/// value's layout depends on `Route`; in the engine's hot paths (a push, a pop, a change, a step)
/// those lookups cost more than the navigation itself. The engine's storage avoids them, and
/// this is the one place that says how; the public types' documentation speaks of navigation.
///
/// - Public values hold only references and fixed-size fields: ``NavigationState`` holds nodes
///   and boxes (``AlertBox``, ``TabContainer``, ``LeaveGuardSet``), ``TransitionStep`` holds its
///   state plus one non-generic box (``StepDetails``), and ``NavigationChange`` is one reference
///   to a non-generic ``ChangeRecord``, which keeps both states as ``_StateParts``. Copying one
///   in generic code asks the runtime nothing, and neither does making or freeing a change.
/// - A node (and ``NavigationScreen``) stores its element as separate fields with the route
///   last: every other field sits at the same place whatever the route type, so generic code
///   reads and makes nodes without asking for the layout of a screen.
/// - Identities store two integers (``UUIDBits``), not Foundation's `UUID`, whose layout the
///   compiler only learns at run time. A coordinator's identity holds no string either (a name
///   is numbered once, in `CoordinatorNames`), so a screen of a plain route is plain data: a
///   path read into an array is copied and freed without reference counting.
/// - Lists the engine builds on every change (a plan's steps, the queued transitions) are
///   arrays of non-generic classes (``StepDetails``): an array of a generic type looks its type
///   up on every append and read, and copies its elements through the runtime.
/// - Generic hot paths (sharing parts between states, planning, notifying observers) use plain
///   loops rather than key paths and closures, which each ask the runtime for type information,
///   and free functions or generic methods of non-generic types (the planner): a method of a
///   generic type that changes its value, or takes it by reference, is passed the type's
///   metadata, which the runtime looks up on every call.
/// - Small accessors called on every change from another file (a state's parts, a plan's count
///   and steps, the queue's current step) are always inlined: a call takes the generic type as
///   an argument, which costs a lookup.
/// - What apps and hosts read of a state (``NavigationState/path``, `screens`, `baseStack`,
///   `root`, `topScreen`) and the commonest requests (``NavigationState/push(_:owner:)``,
///   ``NavigationState/pop()``) are `@inlinable`, so they run specialized for the app's route.
///   This exposes to inlined code, not to source: the node's stored fields and its designated
///   initializer, the state's root node and part storage, `node(atCount:)`, the other tabs'
///   screens and the alert check of requests.
///
/// The few constructs the compiler cannot check live in `_`-named storage types in `Storage/`,
/// each behind a safe interface that checks its invariant:
///
/// - ``_NodeLink``: a node's link to the node below, the one field written after `init` (by
///   `deinit`, which frees long chains one node at a time), read without exclusivity checks;
/// - ``_NodeWalk``: counted walks down a path that touch no reference count (a `while let`
///   binding retains and releases every node it passes), and a path read into an array, used
///   by reading a path, comparing versions of a state and planning;
/// - ``_NodeList``: the nodes of part of a path as an array of plain references;
/// - ``_OptionalParts``, ``_OptionalPart`` and ``_StateParts``: a state's optional parts as
///   non-optional references (an optional generic field is copied through the runtime), the
///   nodes the planner keeps, and a state's parts without its route, for the boxes that keep
///   states;
/// - `_Locked` (process-wide counters and names) and `_ChildList` (a coordinator's children,
///   taken by its `deinit`).
///
/// `bash Benchmarks/instructions.sh` counts the instructions a push and a pop cost; a change to
/// this storage is measured with it.
@usableFromInline
final class PathNode<Route>: _NodeLink {
  /// The element below, or `nil` for the first element above the root.
  @inlinable
  var below: PathNode? {
    @inline(__always) get { below(as: PathNode.self) }
  }
  /// The number of path elements up to and including this one (its index plus one).
  @usableFromInline let count: Int
  /// The path index of the nearest modal element at or below this one: where the top layer
  /// starts when this node is on top. `nil` when every element up to here is a push.
  @usableFromInline let layerStart: Int?
  /// The path index of the lowest modal element at or below this one.
  @usableFromInline let firstModalIndex: Int?
  /// The number of modal elements at or below this one.
  @usableFromInline let modalCount: Int
  /// The screen's identity.
  @usableFromInline let id: ScreenID
  /// The screen's owner.
  @usableFromInline let owner: CoordinatorID?
  /// How the screen was presented.
  @usableFromInline let style: PresentationStyle
  /// How the layer this node presents shows (a sheet's detents, a popover's anchor); no options
  /// for a push and for a layer shown the platform's default way. Kept on the node only, not in
  /// the path's elements: reading a path costs what it did before layers had options (hosts
  /// read them from ``NavigationState/layers``).
  @usableFromInline let options: LayerOptions
  /// What the screen shows.
  @usableFromInline let route: Route

  /// A node for a new screen, made without building a ``NavigationScreen`` first; `isRoot` makes the
  /// node of a state's root screen, which is below no path element (its index is `-1`).
  @inlinable
  init(
    id: ScreenID, owner: CoordinatorID?, style: PresentationStyle, route: Route, below: PathNode?,
    isRoot: Bool = false, options: LayerOptions = .none
  ) {
    self.id = id
    self.owner = owner
    self.style = style
    self.options = options
    self.route = route
    let index = below?.count ?? 0
    count = isRoot ? 0 : index + 1
    let isModal = style.isModal
    layerStart = isModal ? index : below?.layerStart
    firstModalIndex = below?.firstModalIndex ?? (isModal ? index : nil)
    modalCount = (below?.modalCount ?? 0) + (isModal ? 1 : 0)
    super.init(below: below)
  }

  /// A node showing what `source` shows, over `below`.
  convenience init(copying source: PathNode, below: PathNode?) {
    self.init(
      id: source.id, owner: source.owner, style: source.style, route: source.route, below: below,
      options: source.options)
  }

  /// A node for `element` over `below`, its layer shown with `options`.
  convenience init(
    _ element: PresentedScreen<Route>, below: PathNode?, options: LayerOptions = .none
  ) {
    self.init(
      id: element.screen.id, owner: element.screen.owner, style: element.style,
      route: element.screen.route, below: below, options: options)
  }

  /// A node that holds a state's root screen, its stack shown with `options` (a split layout):
  /// it is below no path element (its index is `-1`).
  convenience init(root: NavigationScreen<Route>, options: LayerOptions = .none) {
    self.init(
      id: root.id, owner: root.owner, style: .push, route: root.route, below: nil, isRoot: true,
      options: options)
  }

  /// The path index of this element.
  var index: Int { count - 1 }

  /// The heights the sheet this node presents can rest at; `nil` for every other node and for
  /// a sheet at the platform's default height.
  var detents: SheetDetents? { options.detents }

  /// The control the popover this node presents points at; `nil` for every other node and for
  /// a popover that points at the screen that opened it.
  var anchor: PopoverAnchor? { options.anchor }

  /// How this node's screen shows: whether it hides the tab bar, the control it zooms from.
  var screenOptions: ScreenOptions { options.screen }

  /// The screen.
  @inlinable var screen: NavigationScreen<Route> { NavigationScreen(route, id: id, owner: owner) }

  /// The element: the screen and how it was presented.
  @inlinable var element: PresentedScreen<Route> { PresentedScreen(screen, style: style) }
}

extension PathNode: @unchecked Sendable where Route: Sendable {}
// Unchecked: every stored property is immutable after `init`, and so is the link below
// (see `_NodeLink`) but for `deinit`, when no other reference to the node exists.

extension PathNode {
  /// The node `steps` elements below this one (`0` is this node); `nil` past the bottom.
  func descending(_ steps: Int) -> PathNode? {
    guard steps > 0 else { return self }
    guard steps < count else { return nil }
    var walk = _NodeWalk(from: self, over: steps + 1)
    walk.moveDown(steps)
    return walk.node
  }

  /// The nodes from path index `start` up to this one, bottom first.
  func nodes(from start: Int) -> [PathNode] {
    _NodeWalk.array(of: count - max(start, 0), from: self) { node in node }
  }

  /// The elements from path index `start` up to this node, bottom first.
  ///
  /// Inlinable, so an app reading its state's path runs it specialized for its route: a few
  /// instructions per screen, where the generic version asks the runtime for the layout of each
  /// screen it makes.
  @inlinable
  func elements(from start: Int) -> [PresentedScreen<Route>] {
    _NodeWalk.array(of: count - max(start, 0), from: self) { node in node.element }
  }

  /// This node's screen and those of the `length - 1` nodes below it, bottom first, after
  /// `first` (a state's root) when there is one. Inlinable, as ``elements(from:)`` is.
  @inlinable
  func screens(last length: Int, after first: NavigationScreen<Route>?)
    -> [NavigationScreen<Route>]
  {
    _NodeWalk.array(of: length, from: self, after: first) { node in node.screen }
  }
}
