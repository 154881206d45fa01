/// The tab container a state's base can be: the tabs in order with their labels, which is
/// selected, and the stacks of the tabs that are not selected.
///
/// The selected tab's stack is the state's base stack, so every operation on the base stack
/// works on the selected tab unchanged, and modal layers present over the whole container. A
/// container never changes once made; states share it until a tab operation makes a new one.
final class TabContainer<Route> {
  /// The tabs, in the order the host shows them.
  let ids: [TabID]
  /// Each tab's label, in the same order.
  let items: [TabItem]
  /// The position of the selected tab in ``ids``.
  let selectedIndex: Int
  /// The stack of each tab that is not selected, by position; `nil` at ``selectedIndex``.
  let stacks: [StoredStack<Route>?]

  init(items: [TabItem], selectedIndex: Int, stacks: [StoredStack<Route>?]) {
    self.ids = items.map(\.id)
    self.items = items
    self.selectedIndex = selectedIndex
    self.stacks = stacks
  }

  /// Tabs labelled by their names.
  convenience init(ids: [TabID], selectedIndex: Int, stacks: [StoredStack<Route>?]) {
    self.init(items: ids.map { TabItem($0) }, selectedIndex: selectedIndex, stacks: stacks)
  }

  /// The selected tab.
  var selected: TabID { ids[selectedIndex] }

  /// The position of `id`, if it is a tab here.
  func index(of id: TabID) -> Int? {
    ids.firstIndex(of: id)
  }

  /// The same container with the stack at `index` replaced.
  func replacing(stackAt index: Int, with stack: StoredStack<Route>?) -> TabContainer {
    var stacks = stacks
    stacks[index] = stack
    return TabContainer(items: items, selectedIndex: selectedIndex, stacks: stacks)
  }

  /// Every stored stack's nodes, root first: what the lifecycle counts and searches.
  var storedNodes: [PathNode<Route>] {
    stacks.flatMap { $0?.nodes ?? [] }
  }
}

extension TabContainer: @unchecked Sendable where Route: Sendable {}
// Unchecked: every stored property is immutable.

/// The stack of a tab that is not selected: its root node and its pushes, linked like a path.
struct StoredStack<Route> {
  let rootNode: PathNode<Route>
  let top: PathNode<Route>?

  /// The nodes, root first.
  var nodes: [PathNode<Route>] {
    [rootNode] + (top?.nodes(from: 0) ?? [])
  }

  /// The screens, root first.
  var screens: [NavigationScreen<Route>] {
    nodes.map { $0.screen }
  }

  /// Whether `other` is the same stack object for object.
  func isIdentical(to other: StoredStack?) -> Bool {
    guard let other else { return false }
    return rootNode === other.rootNode && top === other.top
  }

  /// A stack of `screens`, root first (never empty), shown with `options` (a split layout).
  init?(_ screens: [NavigationScreen<Route>], options: LayerOptions = .none) {
    guard let root = screens.first else { return nil }
    rootNode = PathNode(root: root, options: options)
    var top: PathNode<Route>?
    for screen in screens.dropFirst() {
      top = PathNode(PresentedScreen(screen, style: .push), below: top)
    }
    self.top = top
  }

  init(rootNode: PathNode<Route>, top: PathNode<Route>?) {
    self.rootNode = rootNode
    self.top = top
  }
}
