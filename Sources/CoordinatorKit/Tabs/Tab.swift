/// One tab of a tab container and its own stack, root first: what an app builds a tabbed state
/// from, and what ``NavigationState/tabStacks`` reads back.
public struct Tab<Route> {
  /// The tab's name.
  public var id: TabID
  /// The tab's stack, its root first; never empty.
  public var stack: [NavigationScreen<Route>]
  /// The columns the tab's stack shows in (a split view); `nil` for one stack.
  public var split: SplitLayout?

  /// A tab showing `stack`, root first, in the columns of `split` when given.
  public init(_ id: TabID, stack: [NavigationScreen<Route>], split: SplitLayout? = nil) {
    self.id = id
    self.stack = stack
    self.split = split
  }

  /// A tab showing only `root`, in the columns of `split` when given.
  public init(_ id: TabID, root: Route, owner: CoordinatorID? = nil, split: SplitLayout? = nil) {
    self.init(id, stack: [NavigationScreen(root, owner: owner)], split: split)
  }
}

extension Tab: Equatable where Route: Equatable {}
extension Tab: Hashable where Route: Hashable {}
extension Tab: Sendable where Route: Sendable {}

extension Tab: Codable where Route: Codable {}
