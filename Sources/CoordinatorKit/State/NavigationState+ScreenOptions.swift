/// Screen options in the stacks of the tabs that are not selected: kept when such a stack
/// changes as a list of screens, and saved and restored with it.
extension NavigationState {
  /// A tab's stored stack of `screens`, root first, shown with `options` (a split layout); each
  /// pushed screen keeps the ``ScreenOptions`` its node had in `old` or, for a restored one,
  /// those `restored` gives it. `nil` for no screens.
  static func storedStack(
    _ screens: [NavigationScreen<Route>], options: LayerOptions,
    keepingScreenOptionsOf old: StoredStack<Route>?,
    restored: [ScreenID: ScreenOptions] = [:]
  ) -> StoredStack<Route>? {
    guard let root = screens.first else { return nil }
    var kept = restored
    for node in old?.nodes ?? [] where !node.screenOptions.isStandard {
      kept[node.id] = node.screenOptions
    }
    var top: PathNode<Route>?
    for screen in screens.dropFirst() {
      top = PathNode(
        PresentedScreen(screen, style: .push), below: top,
        options: LayerOptions(screen: kept[screen.id] ?? .standard))
    }
    return StoredStack(rootNode: PathNode(root: root, options: options), top: top)
  }

  /// Gives the pushed screens of the tabs that are not selected the options `restored` names
  /// (what decoding read beside each tab's screens).
  mutating func restoreScreenOptionsOfOtherTabs(_ restored: [ScreenID: ScreenOptions]) {
    guard !restored.isEmpty, var box = tabsBox else { return }
    for (index, stack) in box.stacks.enumerated() {
      guard let stack, stack.nodes.contains(where: { restored[$0.id] != nil }) else { continue }
      box = box.replacing(
        stackAt: index,
        with: Self.storedStack(
          stack.screens, options: stack.rootNode.options, keepingScreenOptionsOf: nil,
          restored: restored))
    }
    tabsBox = box
  }
}

extension NavigationState {
  /// Whether the tab bar hides: the base is a tab container and a screen pushed on the selected
  /// tab's stack hides it (``ScreenOptions/hidesTabBar``), that screen or one pushed after it
  /// being the top of the stack, as UIKit's `hidesBottomBarWhenPushed` keeps it hidden. What a
  /// host that draws the tab bar itself (the terminal's, `HeadlessHost`) reads. It costs nothing
  /// without tabs, and the base stack's depth down to the lowest hiding screen with them.
  public var hidesTabBar: Bool {
    guard tabsBox != nil, let top else { return false }
    var node = node(atCount: top.firstModalIndex ?? top.count)
    while let current = node {
      if current.screenOptions.hidesTabBar { return true }
      node = current.below
    }
    return false
  }
}

extension NavigationState {
  /// The options of every screen shown other than the standard way, by screen, in one pass over
  /// the state: what a host that draws a whole state again (a restoration) reads at once.
  package var nonStandardScreenOptions: [ScreenID: ScreenOptions] {
    var options: [ScreenID: ScreenOptions] = [:]
    for node in (top?.nodes(from: 0) ?? []) + (tabsBox?.storedNodes ?? [])
    where !node.screenOptions.isStandard {
      options[node.id] = node.screenOptions
    }
    return options
  }
}

extension NavigationState {
  /// The screen shown just below screen `id`, the one a zoom to `id` grows from: the screen
  /// before it in the path (the top of the level below, for a layer's root), or the root; `nil`
  /// for the root and for a screen not in the path. It costs the screen's distance from the top.
  package func screen(below id: ScreenID) -> ScreenID? {
    guard let node = node(withID: id) else { return nil }
    return node.below?.id ?? root.id
  }
}
