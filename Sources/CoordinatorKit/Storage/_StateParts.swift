// How a navigation state stores its optional parts, and how the non-generic boxes that keep a
// state (a change's record, a plan's steps, the navigator's queue) hold it without its route.
//
// Generic code copies an optional field (a `PathNode<Route>?`) through the runtime's value
// witnesses, after looking up the type's metadata, where it copies a plain reference with one
// retain. So a state stores its optional parts (its top node, alert, tab container, guards)
// as ``_OptionalParts``: non-optional references, ``_AbsentPart`` standing for `nil`. And a
// box keeps a state's five references as ``_StateParts``, which names no route, so making the
// box asks the runtime for no type. The planner keeps the nodes it finds as ``_OptionalPart``s.

/// An optional object that generic code keeps in memory (a node the planner found): an
/// optional plain reference, read back as the type it was stored as.
///
/// Not generic: the compiler copies and destroys an optional of a generic class type (a
/// `PathNode<Route>?`) through the runtime's value witnesses, after looking up the type, and an
/// optional plain reference with one retain or release. Each value holds one type, which its
/// owner names when reading it back (``part(as:)`` asserts it in debug builds).
@usableFromInline
struct _OptionalPart: @unchecked Sendable {
  // Unchecked: the part is `Sendable` whenever the value that keeps it is.

  /// The part.
  @usableFromInline private(set) var object: AnyObject?

  /// No part.
  @inlinable @inline(__always)
  init() {
    object = nil
  }

  /// `part`, or none.
  @inlinable @inline(__always)
  init(_ part: AnyObject?) {
    object = part
  }

  /// The part, or `nil`, as the type it was stored as.
  @inlinable @inline(__always)
  func part<Part: AnyObject>(as type: Part.Type) -> Part? {
    guard let object else { return nil }
    assert(object is Part, "a part reads back as the type it was stored as")
    return unsafeDowncast(object, to: Part.self)
  }
}

/// A navigation state's optional parts (its top node, alert, tab container and leave guards),
/// each stored as one non-optional reference, ``_AbsentPart/shared`` standing for `nil`.
///
/// One value of four references, not four wrapped references: the compiler copies a lone
/// wrapped reference through an outlined call into the runtime, and four plain ones with four
/// retains. Each slot holds one type, which its accessor names and, reading it back, asserts in
/// debug builds.
@usableFromInline
struct _OptionalParts: @unchecked Sendable {
  // Unchecked: the parts are immutable objects, `Sendable` whenever the state that holds them
  // is (a state is `Sendable` when its route is).

  /// The top node (a `PathNode<Route>`), or the absent part.
  @usableFromInline private(set) var topObject: AnyObject
  /// The alert (an ``AlertBox``), or the absent part.
  @usableFromInline private(set) var alertObject: AnyObject
  /// The tab container (a `TabContainer<Route>`), or the absent part.
  @usableFromInline private(set) var tabsObject: AnyObject
  /// The leave guards (a ``LeaveGuardSet``), or the absent part.
  @usableFromInline private(set) var guardsObject: AnyObject

  /// No part at all.
  @inlinable @inline(__always)
  init() {
    topObject = _AbsentPart.shared
    alertObject = _AbsentPart.shared
    tabsObject = _AbsentPart.shared
    guardsObject = _AbsentPart.shared
  }

  /// The top node, as the node type of the state's route.
  @inlinable @inline(__always)
  func top<Route>(of route: Route.Type) -> PathNode<Route>? {
    Self.part(topObject, as: PathNode<Route>.self)
  }

  /// Stores the top node.
  @inlinable @inline(__always)
  mutating func setTop<Route>(_ top: PathNode<Route>?) {
    topObject = top ?? _AbsentPart.shared
  }

  /// The alert.
  var alert: AlertBox? {
    @inline(__always) get { Self.part(alertObject, as: AlertBox.self) }
    @inline(__always) set { alertObject = newValue ?? _AbsentPart.shared }
  }

  /// Whether there is an alert, read without making an optional.
  @inlinable
  var hasAlert: Bool {
    @inline(__always) get { alertObject !== _AbsentPart.shared }
  }

  /// The tab container, as the container type of the state's route.
  @inline(__always)
  func tabs<Route>(of route: Route.Type) -> TabContainer<Route>? {
    Self.part(tabsObject, as: TabContainer<Route>.self)
  }

  /// Stores the tab container.
  @inline(__always)
  mutating func setTabs<Route>(_ tabs: TabContainer<Route>?) {
    tabsObject = tabs ?? _AbsentPart.shared
  }

  /// The leave guards.
  var guards: LeaveGuardSet? {
    @inline(__always) get { Self.part(guardsObject, as: LeaveGuardSet.self) }
    @inline(__always) set { guardsObject = newValue ?? _AbsentPart.shared }
  }

  /// `object` as the part type its slot holds, or `nil` for the absent part.
  @inlinable @inline(__always)
  static func part<Part: AnyObject>(_ object: AnyObject, as type: Part.Type) -> Part? {
    guard object !== _AbsentPart.shared else { return nil }
    assert(object is Part, "a part reads back as the type its slot holds")
    return unsafeDowncast(object, to: Part.self)
  }
}

/// What a state stores for a part it does not have.
@usableFromInline
final class _AbsentPart: Sendable {
  /// The one absent part every state shares.
  @usableFromInline static let shared = _AbsentPart()

  private init() {}
}

/// A navigation state's parts without its route type: what a change's record, a plan's steps
/// and the navigator's queue keep of a state.
///
/// Made only from a state (``NavigationState/parts``, ``NavigationState/takeParts()``) and read
/// back only as a state of the route it was taken from (``NavigationState/init(_:)``): every box
/// that keeps parts is reached only through a value of that one route type, and the reading
/// asserts it in debug builds.
struct _StateParts: @unchecked Sendable {
  // Unchecked: the parts are constants, and `Sendable` whenever the state they came from is.
  let root: AnyObject
  let optionalParts: _OptionalParts

  /// The root node, as the node type of the state the parts were taken from.
  @inline(__always)
  func rootNode<Route>(of route: Route.Type) -> PathNode<Route> {
    assert(root is PathNode<Route>, "parts read back as a state of their own route")
    return unsafeDowncast(root, to: PathNode<Route>.self)
  }
}
