/// The children a coordinator node holds, in a form its `deinit` can take.
///
/// A node is isolated to the main actor, but its `deinit` is not (an isolated `deinit` needs
/// Swift 6.2) and may run on any thread, where it must still release a running tree one level
/// at a time (see `ChildRelease`). So the list is `Sendable` to the compiler, and its interface
/// keeps what that skips: the children are read and changed only on the main actor
/// (``coordinators``), and taken off it only by ``releaseAll()``, which a node calls from its
/// `deinit`, when no other reference to the node, and so to the list, exists.
struct _ChildList: @unchecked Sendable {
  private var storage: [any Coordinator] = []

  init() {}

  /// The children, oldest first.
  @MainActor
  var coordinators: [any Coordinator] {
    get { storage }
    _modify { yield &storage }
  }

  /// Releases every child, for the `deinit` of the node that holds the list.
  mutating func releaseAll() {
    guard !storage.isEmpty else { return }
    ChildRelease.release(&storage)
  }
}
