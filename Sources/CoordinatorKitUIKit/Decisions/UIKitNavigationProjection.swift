import CoordinatorKit

/// What a `UINavigationController`-based host shows for one displayed state: the calls that take
/// it to another state, and what UIKit's delegate callbacks mean.
///
/// The host keeps one navigation controller per level: level 0 is the base stack's (in a tabbed
/// state, the selected tab's, in a `UITabBarController` with one navigation controller per tab),
/// level `k` is presented (from level `k - 1`; level 1 from the container the window shows, over
/// the whole tab bar) for the `k`-th modal layer and holds that layer's whole stack.
/// It reuses one view controller per screen, by identity. To show a step it performs
/// ``calls(for:from:)``; when UIKit reports something, it translates the callback into a
/// ``UIKitHostEvent`` and reports ``userNavigation(for:)``, if any. It decides nothing itself.
///
/// ```swift
/// while let step = navigator.hosting.currentStep {
///   let calls = UIKitNavigationProjection.calls(for: step, from: navigator.hosting.shownState)
///   await perform(calls)  // each after the previous one's completion
///   navigator.hostDidShow(step.id)
/// }
/// ```
package struct UIKitNavigationProjection: Hashable, Sendable {
  /// One navigation controller of the host.
  package struct Level: Hashable, Sendable {
    /// The screens of its `viewControllers`, root first; never empty.
    package let screens: [ScreenID]
    /// How it is presented; `nil` for the base level, which is not presented.
    package let presentation: UIKitModalPresentationStyle?
    /// The detents of its `sheetPresentationController`, for a sheet; `nil` for the base level,
    /// a cover and a popover.
    package let sheetDetents: UIKitSheetDetents?
    /// The control of the screen below that its popover points at, for a popover layer with a
    /// ``PopoverAnchor``; `nil` for the base level, a sheet, a cover and a popover that points
    /// at the whole screen below.
    package let popoverAnchor: PopoverAnchor?
  }

  /// One tab of the tab bar controller, with the stack of its navigation controller.
  package struct Tab: Hashable, Sendable {
    /// The tab's name.
    package let id: TabID
    /// The tab's label: what its tab bar item shows.
    package let item: TabItem
    /// The screens of its navigation controller's `viewControllers`, root first; never empty.
    /// With a split layout, its whole stack, which its split view controller's columns show.
    package let screens: [ScreenID]
    /// The layout of the tab's stack: with one, the tab's controller is a column-style
    /// `UISplitViewController` (``UIKitSplitColumns``) instead of a navigation controller.
    package let split: SplitLayout?

    /// Tab `id` holding `screens`, in the columns of `split` when given, labelled as `item` says
    /// (by its name when `nil`).
    package init(id: TabID, screens: [ScreenID], split: SplitLayout? = nil, item: TabItem? = nil) {
      self.id = id
      self.item = item ?? TabItem(id)
      self.screens = screens
      self.split = split
    }

    /// The columns of its split view controller, for a tab with a split layout.
    package var columns: UIKitSplitColumns? {
      split.map { UIKitSplitColumns(layout: $0, stack: screens) }
    }
  }

  /// The tab bar controller of a tabbed state.
  package struct TabBar: Hashable, Sendable {
    /// Its tabs, in order: its `viewControllers`, one navigation controller each.
    package let tabs: [Tab]
    /// Its `selectedIndex`; the selected tab's stack is level 0.
    package let selectedIndex: Int

    /// A tab bar showing `tabs`, the one at `selectedIndex` selected.
    package init(tabs: [Tab], selectedIndex: Int) {
      self.tabs = tabs
      self.selectedIndex = selectedIndex
    }

    /// Whether `other` has the same tabs with the same labels, selection and stacks of the tabs
    /// not selected, and the selected tab the same split layout: then only level 0 (the selected
    /// tab's stack) may differ, and the tab bar needs no call.
    package func hasSameContainer(as other: TabBar) -> Bool {
      guard tabs.map(\.item) == other.tabs.map(\.item), selectedIndex == other.selectedIndex,
        tabs[selectedIndex].split == other.tabs[selectedIndex].split
      else {
        return false
      }
      return tabs.indices.allSatisfy { $0 == selectedIndex || tabs[$0] == other.tabs[$0] }
    }
  }

  /// The navigation controllers, base first; never empty.
  package let levels: [Level]
  /// The alert the top navigation controller presents, if any.
  package let alert: AlertState?
  /// The tab bar controller, when the state is tabbed; `nil` when the base is one navigation
  /// controller.
  package let tabBar: TabBar?
  /// The columns of the base stack (the selected tab's, in a tabbed state) when it has a split
  /// layout: level 0 is then shown in a split view controller; `nil` for one stack.
  package let split: UIKitSplitColumns?

  /// The projection of `state`.
  package init<Route>(_ state: NavigationState<Route>) {
    let host = HostLevels(state)
    // The layers' detents, read only when layers show: level `k` is layer `k - 1`.
    let layers = host.stacks.count > 1 ? state.layers : []
    levels = host.stacks.indices.map { level in
      let stack = host.stacks[level]
      let sheetDetents =
        stack.presentation == .sheet
        ? UIKitSheetDetents(layerRoot: stack.screens[0], detents: layers[level - 1].detents) : nil
      let popoverAnchor = stack.presentation == .popover ? layers[level - 1].anchor : nil
      return Level(
        screens: stack.screens,
        presentation: stack.presentation.map(UIKitModalPresentationStyle.init),
        sheetDetents: sheetDetents, popoverAnchor: popoverAnchor)
    }
    alert = host.alert
    let tabs = state.tabStacks.map {
      Tab(id: $0.id, screens: $0.stack.map(\.id), split: $0.split, item: $0.item)
    }
    if let selected = state.selectedTab, let index = tabs.firstIndex(where: { $0.id == selected }) {
      tabBar = TabBar(tabs: tabs, selectedIndex: index)
    } else {
      tabBar = nil
    }
    let baseScreens = levels[0].screens
    split = state.splitLayout.map { UIKitSplitColumns(layout: $0, stack: baseScreens) }
  }

  private init(levels: [Level], alert: AlertState?, tabBar: TabBar?) {
    self.levels = levels
    self.alert = alert
    self.tabBar = tabBar
    split = nil
  }

  /// What a host shows before it has shown anything: one empty navigation controller.
  package static let nothingShown = UIKitNavigationProjection(
    levels: [Level(screens: [], presentation: nil, sheetDetents: nil, popoverAnchor: nil)],
    alert: nil, tabBar: nil)

  /// The calls that build what `state` shows from ``nothingShown``: what a host does when it
  /// is created, for the navigator's `navigator.hosting.shownState`.
  package static func callsToBuild<Route>(_ state: NavigationState<Route>) -> [UIKitHostCall] {
    nothingShown.calls(toReach: UIKitNavigationProjection(state), animated: false)
  }

  /// The screens the base shows in every navigation controller: level 0's, or every tab's.
  private var baseScreens: [ScreenID] {
    tabBar.map { $0.tabs.flatMap(\.screens) } ?? levels[0].screens
  }

  /// Whether reaching `target` changes the base container: tabs come or go, or the tab bar's
  /// tabs, selection, stacks of tabs not selected or the selected tab's split layout change; or,
  /// without tabs, a split view comes, goes or changes its layout.
  private func changesContainer(toReach target: UIKitNavigationProjection) -> Bool {
    switch (tabBar, target.tabBar) {
    case (nil, nil): split?.layout != target.split?.layout
    case (let from?, let to?): !from.hasSameContainer(as: to)
    default: true
    }
  }

  /// The level of the top navigation controller: the one the user can go back in, and that
  /// presents the alert.
  package var topLevel: Int { levels.count - 1 }

  /// The level at `index`, or `nil` when this projection has no such level.
  package func level(_ index: Int) -> Level? {
    levels.indices.contains(index) ? levels[index] : nil
  }

  // MARK: Showing a step

  /// The calls that take a host showing `shown` to `step`'s state, animated as the step says.
  ///
  /// `shown` is what the host shows before the step: `navigator.hosting.shownState` while the step is
  /// the current one. An update in place needs no call (the host refreshes the content of the
  /// view controllers it keeps), except for a sheet whose detents changed, which gets
  /// ``UIKitHostCall/setSheetDetents(level:_:animated:)``, and a popover whose anchor changed,
  /// which gets ``UIKitHostCall/pointPopover(level:anchor:presentingScreen:)``.
  ///
  /// A step that pushes one screen onto the top stack is one ``UIKitHostCall/push(level:screen:animated:)``,
  /// and a step that pops one is one ``UIKitHostCall/pop(level:animated:)``, when no alert is
  /// shown before or after: they cost the same at any depth, without projecting either state.
  /// Every other step takes the calls of ``calls(toReach:animated:)``.
  package static func calls<Route>(
    for step: TransitionStep<Route>, from shown: NavigationState<Route>
  ) -> [UIKitHostCall] {
    let topLevel = shown.modalDepth
    // A base shown in columns takes its push or pop through them (``calls(toReach:animated:)``).
    if shown.alert == nil, step.state.alert == nil, topLevel > 0 || shown.splitLayout == nil {
      switch step.action {
      case .push(count: 1, let level) where level == topLevel:
        return [.push(level: level, screen: step.state.topScreen.id, animated: step.isAnimated)]
      case .pop(count: 1, let level) where level == topLevel:
        return [.pop(level: level, animated: step.isAnimated)]
      default:
        break
      }
    }
    return UIKitNavigationProjection(shown).calls(
      toReach: UIKitNavigationProjection(step.state), animated: step.isAnimated)
  }

  /// The calls that take a host showing this projection to `target`, in an order UIKit can
  /// perform, each after the previous one's completion.
  ///
  /// Layers are matched by the identity and style of their presented screen, never by position:
  ///
  /// 1. The layers that go are dismissed with one `dismiss` on the level that stays below them,
  ///    which takes every layer above it and the alert, as UIKit does. An alert that goes on its
  ///    own is dismissed by the top level.
  /// 2. Each level that stays and whose stack changed gets `setViewControllers`; the base gets
  ///    ``UIKitHostCall/showTabs(_:selectedIndex:)``, ``UIKitHostCall/showSplit(_:)`` or
  ///    ``UIKitHostCall/showSingleStack(screens:)`` instead when its container changes (tabs
  ///    come or go, another tab is selected, a tab not selected changes, a split layout comes,
  ///    goes or changes), and a base shown in columns gets the call of
  ///    ``UIKitSplitColumns/call(toReach:mayPushOrPop:animated:)`` (a push or pop of the
  ///    detail, or ``UIKitHostCall/setColumns(_:animated:)``). A level whose
  ///    new stack takes a screen from another level comes after that level, so no view
  ///    controller has two parents. Only a change on the final top level is animated; the
  ///    others happen under a layer, out of sight.
  /// 3. Each sheet that stays and whose detents changed (the app moved or resized it) gets
  ///    ``UIKitHostCall/setSheetDetents(level:_:animated:)``, animated on the final top level.
  /// 4. Each popover that stays and whose anchor changed (the app pointed it at another
  ///    control, or at the whole screen), or whose anchored control's screen changed under it
  ///    (another screen is on top of the level below, whose control the name now stands for),
  ///    gets ``UIKitHostCall/pointPopover(level:anchor:presentingScreen:)``, after the stacks
  ///    changed, so the control's screen is in place.
  /// 5. Each new layer is presented from the level below it, with its whole stack.
  /// 6. The new alert is presented by the top level. An alert that stays is presented again
  ///    when layers went or came, because UIKit dismissed it with them or could not present a
  ///    layer over it.
  package func calls(toReach target: UIKitNavigationProjection, animated: Bool) -> [UIKitHostCall] {
    // The levels both keep: the base, then each layer with the same presented screen and style.
    var keptTop = 0
    while keptTop + 1 < levels.count, keptTop + 1 < target.levels.count,
      levels[keptTop + 1].screens[0] == target.levels[keptTop + 1].screens[0],
      levels[keptTop + 1].presentation == target.levels[keptTop + 1].presentation
    {
      keptTop += 1
    }
    let layersGo = topLevel > keptTop
    let layersCome = target.topLevel > keptTop
    let alertStays = alert != nil && alert?.id == target.alert?.id && !layersGo && !layersCome

    var calls: [UIKitHostCall] = []
    if layersGo {
      calls.append(.dismissPresented(byLevel: keptTop, animated: animated))
    } else if alert != nil, !alertStays {
      calls.append(.dismissAlert(presentedFromLevel: topLevel, animated: animated))
    }
    let containerChanges = changesContainer(toReach: target)
    for level in stackChangeOrder(toReach: target, keptTop: keptTop, containerChanges) {
      if level == 0, containerChanges {
        calls.append(
          target.tabBar.map { .showTabs($0.tabs, selectedIndex: $0.selectedIndex) }
            ?? target.split.map { .showSplit($0) }
            ?? .showSingleStack(screens: target.levels[0].screens))
        continue
      }
      if level == 0, let from = split, let to = target.split {
        let mayPushOrPop =
          topLevel == 0 && target.topLevel == 0 && alert == nil && target.alert == nil
        calls.append(
          from.call(
            toReach: to, mayPushOrPop: mayPushOrPop, animated: animated && level == target.topLevel)
        )
        continue
      }
      calls.append(
        .setViewControllers(
          level: level, screens: target.levels[level].screens,
          animated: animated && level == target.topLevel))
    }
    for level in (0...keptTop).dropFirst() {
      guard let detents = target.levels[level].sheetDetents,
        detents != levels[level].sheetDetents
      else { continue }
      calls.append(
        .setSheetDetents(level: level, detents, animated: animated && level == target.topLevel))
    }
    for level in (0...keptTop).dropFirst() {
      let anchor = target.levels[level].popoverAnchor
      let presentingScreen = target.levels[level - 1].screens.last
      guard target.levels[level].presentation == .popover, let presentingScreen,
        anchor != levels[level].popoverAnchor
          || (anchor != nil && presentingScreen != levels[level - 1].screens.last)
      else { continue }
      calls.append(
        .pointPopover(level: level, anchor: anchor, presentingScreen: presentingScreen))
    }
    for level in target.levels.indices where level > keptTop {
      let layer = target.levels[level]
      calls.append(
        .present(
          level: level, screens: layer.screens, style: layer.presentation ?? .pageSheet,
          animated: animated))
    }
    if let newAlert = target.alert, !alertStays {
      calls.append(.presentAlert(newAlert, fromLevel: target.topLevel, animated: animated))
    }
    return calls
  }

  /// The kept levels whose stack changes (the base also when its container changes), those
  /// that take a screen from another kept level last. The base counts every tab's screens.
  private func stackChangeOrder(
    toReach target: UIKitNavigationProjection, keptTop: Int, _ containerChanges: Bool
  ) -> [Int] {
    var levelOfScreen: [ScreenID: Int] = [:]
    for level in 0...keptTop {
      for screen in level == 0 ? baseScreens : levels[level].screens {
        levelOfScreen[screen] = level
      }
    }
    let changed = (0...keptTop).filter {
      ($0 == 0 && containerChanges) || levels[$0].screens != target.levels[$0].screens
    }
    let takesFromAnother = changed.filter { level in
      (level == 0 ? target.baseScreens : target.levels[level].screens).contains { screen in
        levelOfScreen[screen].map { $0 != level } ?? false
      }
    }
    return changed.filter { !takesFromAnother.contains($0) } + takesFromAnother
  }

  /// The calls that show what the user did in the tab bar, which UIKit did not do itself: the
  /// host answered `false` in `tabBarController(_:shouldSelect:)` and reported
  /// ``UserNavigation/selectedTab(_:)``, and the engine counts its result as displayed. They take
  /// the host from `before` (the displayed state before the report) to `after` (the displayed
  /// state after it): a selection is a ``UIKitHostCall/showTabs(_:selectedIndex:)``, a
  /// reselection's pop to the root an animated `setViewControllers` on level 0.
  ///
  /// A host reports a tap only when every step is shown (it keeps one that comes meanwhile until
  /// then), so `before` is what it shows.
  package static func callsForTabTap<Route>(
    from before: NavigationState<Route>, to after: NavigationState<Route>
  ) -> [UIKitHostCall] {
    UIKitNavigationProjection(before).calls(
      toReach: UIKitNavigationProjection(after), animated: true)
  }
}
