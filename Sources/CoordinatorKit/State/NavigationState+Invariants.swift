/// The one check of every rule a navigation state keeps, and of the caches it keeps to answer
/// without scanning. (An alert keeps its own rules: ``AlertState`` cannot be made without them.)
///
/// The initializers and decoding run it on what they build; the model-based tests run it after
/// every step and the fuzzers on every state they make. Keeping it here, next to the
/// representation, means a new rule or cache is checked everywhere once it is added here.
extension NavigationState {
  /// The first rule this state breaks, or `nil` when it keeps them all.
  ///
  /// It reads every screen once and compares the views read from the top of the path with the
  /// whole path, so it costs the size of the state: cheap enough after every step of a test,
  /// not meant for every request. Public for the fuzzers, which build against the package from
  /// outside it; not part of the API.
  public func _brokenInvariant() -> _BrokenNavigationInvariant? {
    brokenInvariant(checkingViews: true)
  }

  /// Throws the error for the first rule this state breaks: what the initializers and decoding
  /// check once they have built a state. The views are left out: they are computed from the
  /// caches, which the initializers build themselves.
  func checkInvariants() throws(NavigationError) {
    if let error = brokenInvariant(checkingViews: false)?.navigationError { throw error }
  }

  /// The check, with or without the derived views.
  private func brokenInvariant(checkingViews: Bool) -> _BrokenNavigationInvariant? {
    if let broken = brokenRootInvariant() { return broken }
    var seen: Set<ScreenID> = [rootNode.id]
    seen.reserveCapacity(pathCount + 1)
    // The path, from the top: each node's caches must be what the node below it says.
    var node = top
    while let current = node {
      guard seen.insert(current.id).inserted else { return .duplicateScreenID(current.id) }
      let below = current.below
      let index = below?.count ?? 0
      let isModal = current.style.isModal
      let cached: _BrokenNavigationInvariant.CachedValue? =
        current.count != index + 1
        ? .count
        : current.layerStart != (isModal ? index : below?.layerStart)
          ? .layerStart
          : current.firstModalIndex != (below?.firstModalIndex ?? (isModal ? index : nil))
            ? .firstModalIndex
            : current.modalCount != (below?.modalCount ?? 0) + (isModal ? 1 : 0)
              ? .modalCount : nil
      if let cached { return .staleCache(cached, pathIndex: index) }
      if current.detents != nil, current.style != .modal(.sheet) {
        return .detentsWithoutSheet(pathIndex: index, style: current.style)
      }
      if current.anchor != nil, current.style != .modal(.popover) {
        return .anchorWithoutPopover(pathIndex: index, style: current.style)
      }
      if current.options.split != nil {
        return .splitAboveTheRoot(pathIndex: index)
      }
      switch current.screenOptions.refusal(for: current.style) {
      case .tabBarHidingNeedsAPush?:
        return .tabBarHiddenOffAPush(pathIndex: index, style: current.style)
      case .some: return .zoomOffAPushOrCover(pathIndex: index, style: current.style)
      case nil: break
      }
      node = below
    }
    if let broken = brokenTabInvariant(seen: &seen) { return broken }
    return checkingViews ? brokenDerivedView() : nil
  }

  /// The root node must be below nothing, with the root's index and no modal.
  private func brokenRootInvariant() -> _BrokenNavigationInvariant? {
    let root = rootNode
    guard root.below == nil, root.count == 0, root.style == .push, root.modalCount == 0,
      root.layerStart == nil, root.firstModalIndex == nil
    else { return .staleCache(.count, pathIndex: -1) }
    return nil
  }

  /// The tab container: tabs named once, the selected one in range and showing the base stack,
  /// every other one with a stack of pushes whose screens appear nowhere else.
  private func brokenTabInvariant(seen: inout Set<ScreenID>) -> _BrokenNavigationInvariant? {
    guard let tabsBox else { return nil }
    guard !tabsBox.ids.isEmpty else { return .noTabs }
    var names: Set<TabID> = []
    for id in tabsBox.ids where !names.insert(id).inserted {
      return .duplicateTab(id)
    }
    guard tabsBox.stacks.count == tabsBox.ids.count,
      tabsBox.ids.indices.contains(tabsBox.selectedIndex)
    else { return .selectedTabOutOfRange(index: tabsBox.selectedIndex, tabs: tabsBox.ids) }
    for (index, id) in tabsBox.ids.enumerated() {
      let stack = tabsBox.stacks[index]
      if index == tabsBox.selectedIndex {
        if stack != nil { return .selectedTabHasOwnStack(id) }
        continue
      }
      guard let stack else { return .tabWithoutStack(id) }
      let stored = stack.nodes
      for (position, node) in stored.enumerated() {
        guard seen.insert(node.id).inserted else { return .duplicateScreenID(node.id) }
        guard position == 0 || node.style == .push else {
          return .modalInTabStack(id, screen: node.id)
        }
        let expected = position <= 1 ? node.below == nil : node.below === stored[position - 1]
        guard expected, node.count == position, node.modalCount == 0 else {
          return .staleCache(.count, pathIndex: position - 1, tab: id)
        }
      }
    }
    return nil
  }

  /// The views that read only the top of the path (the layers, the top stack, the top of the
  /// base stack) must say what the whole path says.
  private func brokenDerivedView() -> _BrokenNavigationInvariant? {
    let nodes = top?.nodes(from: 0) ?? []
    var expectedLayers: [[ScreenID]] = []
    var styles: [ModalStyle] = []
    for node in nodes.drop(while: { !$0.style.isModal }) {
      switch node.style {
      case .modal(let style):
        expectedLayers.append([node.id])
        styles.append(style)
      case .push:
        expectedLayers[expectedLayers.count - 1].append(node.id)
      }
    }
    let layers = self.layers
    guard layers.map({ $0.screens.map(\.id) }) == expectedLayers,
      layers.map(\.style) == styles, modalDepth == layers.count
    else { return .derivedViewDisagrees(.layers) }
    let base = [rootNode.id] + nodes.prefix { !$0.style.isModal }.map(\.id)
    for count in [1, 2, 3, base.count]
    where baseStackSuffix(count).map(\.id) != Array(base.suffix(count)) {
      return .derivedViewDisagrees(.baseStackSuffix)
    }
    guard topStack.map(\.id) == expectedLayers.last ?? base else {
      return .derivedViewDisagrees(.topStack)
    }
    return nil
  }
}

/// A rule of ``NavigationState`` that a value breaks, as
/// `NavigationState._brokenInvariant()` finds it. Not part of the API: the operations never
/// produce such a value; this names what a bug (or a corrupt file) would break.
public enum _BrokenNavigationInvariant: Hashable, Sendable, CustomStringConvertible {
  /// Two screens (in the path, the root, or any tab) share an identity.
  case duplicateScreenID(ScreenID)
  /// The base is a tab container without tabs.
  case noTabs
  /// Two tabs share a name.
  case duplicateTab(TabID)
  /// The selected tab's position is not one of the tabs'.
  case selectedTabOutOfRange(index: Int, tabs: [TabID])
  /// The selected tab keeps a stack of its own besides the base stack it shows.
  case selectedTabHasOwnStack(TabID)
  /// A tab that is not selected has no stack.
  case tabWithoutStack(TabID)
  /// A tab that is not selected holds a sheet or cover (its stack holds pushes only).
  case modalInTabStack(TabID, screen: ScreenID)
  /// A node caches a value the nodes below it contradict (`pathIndex` `-1` is the root; `tab`
  /// names a stack of a tab that is not selected).
  case staleCache(CachedValue, pathIndex: Int, tab: TabID? = nil)
  /// A view that reads only the top of the path says something else than the whole path.
  case derivedViewDisagrees(DerivedView)
  /// A screen presented another way than as a sheet has sheet detents.
  case detentsWithoutSheet(pathIndex: Int, style: PresentationStyle)
  /// A screen presented another way than as a popover has a popover anchor.
  case anchorWithoutPopover(pathIndex: Int, style: PresentationStyle)
  /// A screen above a stack's root has a split layout: only a base stack's root starts one.
  case splitAboveTheRoot(pathIndex: Int)
  /// A screen presented in a modal layer hides the tab bar: only a pushed screen does.
  case tabBarHiddenOffAPush(pathIndex: Int, style: PresentationStyle)
  /// A screen presented as a sheet or popover zooms: only a push or a full-screen cover does.
  case zoomOffAPushOrCover(pathIndex: Int, style: PresentationStyle)

  /// The values each path node caches so that operations need not scan below it.
  public enum CachedValue: String, Hashable, Sendable {
    /// The number of elements up to the node, and its links.
    case count
    /// Where the node's modal layer starts.
    case layerStart
    /// Where the first modal layer starts.
    case firstModalIndex
    /// The number of modal elements up to the node.
    case modalCount
  }

  /// The views of a state computed from the top of the path.
  public enum DerivedView: String, Hashable, Sendable {
    /// ``NavigationState/layers``.
    case layers
    /// The top of the base stack, as hosts that draw only the top read it.
    case baseStackSuffix
    /// ``NavigationState/topStack``.
    case topStack
  }

  /// What is broken.
  public var description: String {
    switch self {
    case .duplicateScreenID(let id): "the screen identity \(id) appears twice"
    case .noTabs: "the tab container has no tabs"
    case .duplicateTab(let id): "the tab \"\(id)\" appears twice"
    case .selectedTabOutOfRange(let index, let tabs):
      "the selected tab's position \(index) is not one of the \(tabs.count) tabs'"
    case .selectedTabHasOwnStack(let id):
      "the selected tab \"\(id)\" has a stack besides the base stack"
    case .tabWithoutStack(let id): "the tab \"\(id)\" has no stack"
    case .modalInTabStack(let id, let screen):
      "the tab \"\(id)\" holds the modal screen \(screen) in its stack"
    case .staleCache(let value, let index, let tab):
      "the node at path index \(index)\(tab.map { " of tab \"\($0)\"" } ?? "") caches a wrong "
        + value.rawValue
    case .derivedViewDisagrees(let view): "\(view.rawValue) disagrees with the path"
    case .detentsWithoutSheet(let index, let style):
      "the screen at path index \(index) is \(style.articleName) with sheet detents"
    case .anchorWithoutPopover(let index, let style):
      "the screen at path index \(index) is \(style.articleName) with a popover anchor"
    case .splitAboveTheRoot(let index):
      "the screen at path index \(index) has a split layout, which only a base stack's root has"
    case .tabBarHiddenOffAPush(let index, let style):
      "the screen at path index \(index) is \(style.articleName) that hides the tab bar"
    case .zoomOffAPushOrCover(let index, let style):
      "the screen at path index \(index) is \(style.articleName) that zooms from a control"
    }
  }

  /// The same rule as the error a request or decoding reports; `nil` for the rules only a bug in
  /// the engine could break (the initializers build the caches themselves).
  var navigationError: NavigationError? {
    switch self {
    case .duplicateScreenID(let id): .duplicateScreenID(id)
    case .noTabs: .invalidTabs(reason: "there are no tabs")
    case .duplicateTab(let id): .duplicateTab(id)
    case .selectedTabHasOwnStack(let id):
      .invalidTabs(
        reason: "the selected tab \"\(id)\" shows the base stack, so it has no stack of its own")
    case .tabWithoutStack(let id): .invalidTabs(reason: "the tab \"\(id)\" has an empty stack")
    case .detentsWithoutSheet(_, let style): .detentsNeedASheet(style)
    case .anchorWithoutPopover(_, let style): .anchorNeedsAPopover(style)
    case .tabBarHiddenOffAPush(_, let style): .tabBarHidingNeedsAPush(style)
    case .zoomOffAPushOrCover(_, let style): .zoomNeedsAPushOrCover(style)
    case .selectedTabOutOfRange, .modalInTabStack, .staleCache, .derivedViewDisagrees,
      .splitAboveTheRoot:
      nil
    }
  }
}
