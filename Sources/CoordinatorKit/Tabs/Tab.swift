/// One tab of a tab container and its own stack, root first: what an app builds a tabbed state
/// from, and what ``NavigationState/tabStacks`` reads back.
public struct Tab<Route> {
  /// The tab's name.
  public var id: TabID
  /// The tab's stack, its root first; never empty.
  public var stack: [NavigationScreen<Route>]

  /// A tab showing `stack`, root first.
  public init(_ id: TabID, stack: [NavigationScreen<Route>]) {
    self.id = id
    self.stack = stack
  }

  /// A tab showing only `root`.
  public init(_ id: TabID, root: Route, owner: CoordinatorID? = nil) {
    self.init(id, stack: [NavigationScreen(root, owner: owner)])
  }
}

extension Tab: Equatable where Route: Equatable {}
extension Tab: Hashable where Route: Hashable {}
extension Tab: Sendable where Route: Sendable {}

extension Tab: Codable where Route: Codable {}
