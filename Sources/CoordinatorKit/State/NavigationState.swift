/// Everything one navigation host shows, as a plain value.
///
/// A state is a root screen, a `path` of screens presented over it, and an optional alert on
/// top. Its base can be a tab container (see ``tabs``): each tab has its own stack, the selected
/// tab's stack is the base stack, and modal layers present over the whole container. In the path, a push extends the stack it stands on; a sheet or cover starts a new modal
/// layer whose own pushes follow it. So `[push A, sheet B, push C]` is a base stack of root + A,
/// with a sheet whose stack is B + C.
///
/// The value cannot break its invariants: there is always exactly one root, every modal layer
/// has a root (the sheet or cover that starts it), an alert can only be on top, and no two
/// screens share an identity. Operations that would break one throw a ``NavigationError`` and
/// leave the value as it was. The state is `Codable` when the app's `Route` is, which is all
/// state restoration needs; decoding checks the same invariants as the initializers.
///
/// States share their unchanged parts: pushing or popping costs the same at any depth, and
/// keeping the state before a change costs nothing.
public struct NavigationState<Route> {
  // Only references are stored, the optional parts as non-optional ones (see PathNode,
  // "Storage that generic code copies cheaply"). The accessors are always inlined: called from
  // another file, they would take the state's type, which the runtime looks up.

  /// The node of the root screen.
  @usableFromInline var rootNode: PathNode<Route>
  /// The top node, alert, tab container and leave guards, when the state has them.
  @usableFromInline var optionalParts = _OptionalParts()

  /// The top of the path, linked down to its first element; `nil` when only the root shows.
  @usableFromInline var top: PathNode<Route>? {
    @inlinable @inline(__always) get { optionalParts.top(of: Route.self) }
    @inlinable @inline(__always) set { optionalParts.setTop(newValue) }
  }

  /// The alert on top of everything, boxed.
  var alertBox: AlertBox? {
    @inline(__always) get { optionalParts.alert }
    @inline(__always) set { optionalParts.alert = newValue }
  }

  /// The tab container, when the base is one; `nil` for a single stack.
  var tabsBox: TabContainer<Route>? {
    @inline(__always) get { optionalParts.tabs(of: Route.self) }
    @inline(__always) set { optionalParts.setTabs(newValue) }
  }

  /// The screens marked with a leave guard; `nil` when none is.
  var guardBox: LeaveGuardSet? {
    @inline(__always) get { optionalParts.guards }
    @inline(__always) set { optionalParts.guards = newValue }
  }

  /// The state whose parts a non-generic box keeps (see ``_StateParts``).
  @inline(__always)
  init(_ parts: _StateParts) {
    rootNode = parts.rootNode(of: Route.self)
    optionalParts = parts.optionalParts
  }

  /// This state's parts, for a non-generic box to keep (see ``_StateParts``).
  @inline(__always)
  var parts: _StateParts {
    _StateParts(root: rootNode, optionalParts: optionalParts)
  }

  /// This state's parts, moved out of a state that is no longer needed, without retaining them.
  @inline(__always)
  consuming func takeParts() -> _StateParts {
    _StateParts(root: rootNode, optionalParts: optionalParts)
  }

  /// A state showing `root`, with `pushed` pushed onto it (for jumps such as "go to the end").
  public init(root: Route, pushing pushed: [Route] = [], owner: CoordinatorID? = nil) {
    rootNode = PathNode(root: NavigationScreen(root, owner: owner))
    top = nil
    alert = nil
    tabsBox = nil
    for route in pushed {
      append(PresentedScreen(NavigationScreen(route, owner: owner), style: .push))
    }
  }

  /// A state built from parts, checked for its invariants.
  ///
  /// - Throws: ``NavigationError/duplicateScreenID(_:)`` when two screens share an identity.
  public init(
    root: NavigationScreen<Route>, path: [PresentedScreen<Route>] = [], alert: AlertState? = nil
  ) throws(NavigationError) {
    try self.init(root: root, path: path, options: [], alert: alert)
  }

  /// A state built from parts, the layers among `path` shown with `options` (one per element,
  /// or none), checked for its invariants: what decoding builds.
  init(
    root: NavigationScreen<Route>, path: [PresentedScreen<Route>], options: [LayerOptions],
    alert: AlertState?
  ) throws(NavigationError) {
    rootNode = PathNode(root: root)
    top = nil
    tabsBox = nil
    self.alert = alert
    for (index, element) in path.enumerated() {
      append(element, options: options.indices.contains(index) ? options[index] : .none)
    }
    try checkInvariants()
  }

  /// A state over existing nodes, for operations that rebuild part of the path.
  @inline(__always)
  init(
    rootNode: PathNode<Route>, top: PathNode<Route>?, alertBox: AlertBox?,
    tabsBox: TabContainer<Route>?
  ) {
    self.rootNode = rootNode
    self.top = top
    self.alertBox = alertBox
    self.tabsBox = tabsBox
  }

  /// The alert on top of everything, if one is showing.
  public internal(set) var alert: AlertState? {
    get { alertBox?.alert }
    set { alertBox = newValue.map(AlertBox.init) }
  }

  /// The first screen, which is never popped or dismissed.
  public internal(set) var root: NavigationScreen<Route> {
    @inlinable get { rootNode.screen }
    set { rootNode = PathNode(root: newValue, options: rootNode.options) }
  }

  // MARK: Reading the state

  /// The screens over the root, bottom first, each with how it was presented.
  ///
  /// Building the array costs the depth of the state; the operations never need it.
  @inlinable public var path: [PresentedScreen<Route>] {
    top?.elements(from: 0) ?? []
  }

  /// The number of screens over the root. Always inlined: a call from another file would take
  /// the state's type, which the runtime looks up.
  var pathCount: Int {
    @inline(__always) get { top?.count ?? 0 }
  }

  /// Every screen, root first, in the order they were presented; then the stacks of the tabs
  /// that are not selected, in tab order.
  @inlinable public var screens: [NavigationScreen<Route>] {
    var screens = top.map { $0.screens(last: $0.count, after: root) } ?? [root]
    let others = otherTabsScreens
    if !others.isEmpty {
      screens += others
    }
    return screens
  }

  /// The screens of the tabs that are not selected, in tab order.
  @usableFromInline var otherTabsScreens: [NavigationScreen<Route>] {
    (tabsBox?.storedNodes ?? []).map { $0.screen }
  }

  /// The screen the user sees (under the alert, if one is showing).
  @inlinable public var topScreen: NavigationScreen<Route> {
    top?.screen ?? root
  }

  /// The base stack: the root and the screens pushed on it before any modal.
  @inlinable public var baseStack: [NavigationScreen<Route>] {
    guard let top else { return [root] }
    let baseCount = top.firstModalIndex ?? top.count
    guard let baseTop = node(atCount: baseCount) else { return [root] }
    return baseTop.screens(last: baseCount, after: root)
  }

  /// The modal layers, bottom first, each with its own stack. It costs the screens presented
  /// and pushed in them, not the base stack below them, however deep.
  public var layers: [ModalLayer<Route>] {
    guard let top, let firstModal = top.firstModalIndex else { return [] }
    var layers: [ModalLayer<Route>] = []
    for node in top.nodes(from: firstModal) {
      switch node.style {
      case .push:
        layers[layers.count - 1].pushed.append(node.screen)
      case .modal(let style):
        layers.append(
          ModalLayer(
            style: style, pathIndex: node.index, root: node.screen, pushed: [],
            detents: node.detents, anchor: node.anchor))
      }
    }
    return layers
  }

  /// The last `count` screens of the base stack, bottom first: what a host that draws only the
  /// top of the base stack reads, at the cost of `count` and of the screens presented over it,
  /// not of the base stack's depth.
  package func baseStackSuffix(_ count: Int) -> [NavigationScreen<Route>] {
    let baseCount = top.map { $0.firstModalIndex ?? $0.count } ?? 0
    var suffix: [NavigationScreen<Route>] = []
    var node = self.node(atCount: baseCount)
    while suffix.count < count, let current = node {
      suffix.append(current.screen)
      node = current.below
    }
    if suffix.count < count {
      suffix.append(root)
    }
    return suffix.reversed()
  }

  /// The stack the next push goes into: the top modal layer's, or the base stack. It costs the
  /// size of that stack only.
  public var topStack: [NavigationScreen<Route>] {
    guard let top else { return [root] }
    let start = top.layerStart ?? 0
    let stack = top.nodes(from: start).map { $0.screen }
    return top.layerStart == nil ? [root] + stack : stack
  }

  /// The path index where the top layer starts (its modal root), or `nil` for the base stack.
  var topLayerStartIndex: Int? {
    top?.layerStart
  }

  /// The number of modal layers presented.
  public var modalDepth: Int {
    top?.modalCount ?? 0
  }

  /// Whether a screen with this identity is in the state (in any tab).
  package func contains(_ id: ScreenID) -> Bool {
    pathIndex(of: id) != nil || storedNode(withID: id) != nil
  }

  /// The screen with this identity, if it is in the state (in any tab).
  public func screen(withID id: ScreenID) -> NavigationScreen<Route>? {
    if root.id == id { return root }
    return (node(withID: id) ?? storedNode(withID: id))?.screen
  }

  /// The node of a screen in the stack of a tab that is not selected.
  func storedNode(withID id: ScreenID) -> PathNode<Route>? {
    tabsBox?.storedNodes.first { $0.id == id }
  }

  /// The coordinators that own at least one screen.
  package var owners: Set<CoordinatorID> {
    Set(screens.compactMap { $0.owner })
  }

  /// The screens owned by a coordinator, bottom first.
  package func screens(ownedBy owner: CoordinatorID) -> [NavigationScreen<Route>] {
    screens.filter { $0.owner == owner }
  }

  // MARK: Finding elements (from the top, so the cost is the distance from the top)

  /// The path node of a screen, searched from the top.
  func node(withID id: ScreenID) -> PathNode<Route>? {
    var node = top
    while let current = node {
      if current.id == id { return current }
      node = current.below
    }
    return nil
  }

  /// The path index of a screen: `-1` for the root, `nil` when absent.
  func pathIndex(of id: ScreenID) -> Int? {
    if root.id == id { return -1 }
    return node(withID: id)?.index
  }

  /// The node holding the first `count` path elements (`nil` for none).
  @usableFromInline func node(atCount count: Int) -> PathNode<Route>? {
    guard let top, count > 0 else { return nil }
    return top.descending(top.count - count)
  }

  // MARK: Building

  /// Puts `element` on top of the path, its layer shown with `options`.
  mutating func append(_ element: PresentedScreen<Route>, options: LayerOptions = .none) {
    top = PathNode(element, below: top, options: options)
  }

  /// Puts a node showing what `node` shows (its layer's options included) on top of the path: how
  /// operations rebuild the path above a change.
  mutating func append(copying node: PathNode<Route>) {
    top = PathNode(copying: node, below: top)
  }

  /// Keeps the first `count` path elements and returns the removed screens, bottom first.
  @discardableResult
  mutating func truncatePath(to count: Int) -> [NavigationScreen<Route>] {
    guard let top, count < top.count else { return [] }
    let removed = top.nodes(from: count).map { $0.screen }
    self.top = node(atCount: count)
    return removed
  }

  /// The first `count` path elements, with or without the alert: a step of a transition plan.
  func prefix(_ count: Int, keepingAlert: Bool) -> NavigationState {
    var prefix = NavigationState(
      rootNode: rootNode, top: node(atCount: count), alertBox: keepingAlert ? alertBox : nil,
      tabsBox: tabsBox)
    prefix.guardBox = guardBox
    return prefix
  }
}

extension NavigationState: Sendable where Route: Sendable {}

extension NavigationState: Equatable where Route: Equatable {
  /// Two states are equal when they show the same screens the same way. Shared parts are
  /// recognised by identity, so comparing a state with its next version costs the change.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard
      lhs.rootNode === rhs.rootNode
        || (lhs.root == rhs.root && lhs.rootNode.options == rhs.rootNode.options),
      lhs.alert == rhs.alert,
      lhs.pathCount == rhs.pathCount, lhs.hasSameTabs(as: rhs),
      lhs.guardBox === rhs.guardBox || lhs.leaveGuardedScreens == rhs.leaveGuardedScreens
    else {
      return false
    }
    var left = lhs.top
    var right = rhs.top
    while let leftNode = left, let rightNode = right {
      if leftNode === rightNode { return true }
      guard leftNode.element == rightNode.element, leftNode.options == rightNode.options else {
        return false
      }
      left = leftNode.below
      right = rightNode.below
    }
    return true
  }
}

extension NavigationState where Route: Equatable {
  /// Whether this state shows exactly what `old` shows. A state and its next version share
  /// their nodes, so this usually answers from identities and counts without reading a screen.
  /// Always inlined: a call from the navigator's generic code would take the state's type,
  /// which the runtime looks up on every change.
  @inline(__always)
  func isUnchanged(from old: NavigationState) -> Bool {
    if rootNode === old.rootNode, top === old.top, tabsBox === old.tabsBox,
      guardBox === old.guardBox
    {
      return alertBox === old.alertBox || alert == old.alert
    }
    guard pathCount == old.pathCount else { return false }
    return equalsRebuilt(old)
  }

  /// The full comparison, kept out of line so the common case above stays free of it.
  @inline(never)
  private func equalsRebuilt(_ other: NavigationState) -> Bool {
    self == other
  }
}

extension NavigationState: Hashable where Route: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(root)
    hasher.combine(rootNode.options)
    hasher.combine(alert)
    hasher.combine(pathCount)
    hasher.combine(tabItems)
    hasher.combine(leaveGuardedScreens)
    hasher.combine(tabsBox?.storedNodes.map { $0.screen })
    hasher.combine(tabsBox?.stacks.map { $0?.rootNode.options })
    var node = top
    while let current = node {
      hasher.combine(current.element)
      hasher.combine(current.options)
      node = current.below
    }
  }
}

extension NavigationState: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case root, split, path, alert, tabs, selectedTab, leaveGuarded
  }

  /// A tab as saved: the selected tab's stack is the state's base, so only the others have one
  /// (and their split layout; the base's is the state's own). Its title is saved when it is not
  /// the tab's name, and its badge, section and search role when set, so files saved before
  /// tabs had them read as before.
  private struct SavedTab: Codable {
    var id: TabID
    var title: String?
    var symbol: String?
    var badge: String?
    var section: String?
    var isSearch: Bool?
    var stack: [NavigationScreen<Route>]?
    var split: SplitLayout?

    var item: TabItem {
      TabItem(
        id, title: title, symbol: symbol, badge: badge, section: section,
        isSearch: isSearch ?? false)
    }
  }

  /// A path element as saved: a ``PresentedScreen``'s fields, and its layer's options when set
  /// (a sheet's detents, a popover's anchor), so files without them read as before.
  private struct SavedElement: Codable {
    var style: PresentationStyle
    var screen: NavigationScreen<Route>
    var detents: SheetDetents?
    var anchor: PopoverAnchor?

    var options: LayerOptions { LayerOptions(detents: detents, anchor: anchor) }
  }

  /// Decodes a state and checks its invariants through the same initializers the app uses
  /// (they run `_brokenInvariant()`), so a corrupt restoration file is reported as a decoding
  /// error instead of producing a state the app cannot show.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let root = try container.decode(NavigationScreen<Route>.self, forKey: .root)
    let split = try container.decodeIfPresent(SplitLayout.self, forKey: .split)
    let path = try container.decodeIfPresent([SavedElement].self, forKey: .path) ?? []
    let alert = try container.decodeIfPresent(AlertState.self, forKey: .alert)
    let tabs = try container.decodeIfPresent([SavedTab].self, forKey: .tabs)
    let selected = try container.decodeIfPresent(TabID.self, forKey: .selectedTab)
    let guarded = try container.decodeIfPresent([ScreenID].self, forKey: .leaveGuarded) ?? []
    do throws(NavigationError) {
      try self.init(
        root: root, path: path.map { PresentedScreen($0.screen, style: $0.style) },
        options: path.map(\.options), alert: alert)
      setSplitLayout(split)
      if let tabs {
        guard let selected else { throw .invalidTabs(reason: "no tab is selected") }
        try installTabs(tabs.map { ($0.item, $0.stack, $0.split) }, selected: selected)
      } else if let selected {
        throw .unknownTab(selected, tabs: [])
      }
      for id in guarded {
        try setLeaveGuard(true, for: id)
      }
    } catch {
      throw DecodingError.brokenRule(error, in: decoder)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(root, forKey: .root)
    try container.encodeIfPresent(splitLayout, forKey: .split)
    let saved = (top?.nodes(from: 0) ?? []).map {
      SavedElement(style: $0.style, screen: $0.screen, detents: $0.detents, anchor: $0.anchor)
    }
    try container.encode(saved, forKey: .path)
    try container.encodeIfPresent(alert, forKey: .alert)
    if let tabsBox {
      let saved = zip(tabsBox.items, tabsBox.stacks).map { item, stack in
        SavedTab(
          id: item.id, title: item.title == item.id.name ? nil : item.title, symbol: item.symbol,
          badge: item.badge, section: item.section, isSearch: item.isSearch ? true : nil,
          stack: stack?.screens, split: stack?.rootNode.options.split)
      }
      try container.encode(saved, forKey: .tabs)
      try container.encode(tabsBox.selected, forKey: .selectedTab)
    }
    let guarded = leaveGuardedScreens
    if !guarded.isEmpty {
      try container.encode(screens.map(\.id).filter(guarded.contains), forKey: .leaveGuarded)
    }
  }
}
