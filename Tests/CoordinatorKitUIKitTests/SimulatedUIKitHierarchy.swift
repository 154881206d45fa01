import CoordinatorKit
import CoordinatorKitUIKit
import NavigationTestSupport
import Testing

/// The view controller hierarchy of a `UINavigationController`-based host, changed only by
/// `UIKitHostCall`s, each checked against the rule UIKit documents for it:
///
/// - `setViewControllers(_:animated:)` replaces a navigation controller's stack; a view
///   controller has one parent, so it cannot stand in two stacks
///   (https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)).
/// - `pushViewController(_:animated:)` adds one view controller on top of a navigation
///   controller's stack, and `popViewController(animated:)` removes its top one, never the root
///   (https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:),
///   https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:));
///   the host pushes and pops only on the top navigation controller, with no alert over it.
/// - `present(_:animated:completion:)` works from a controller that presents nothing yet
///   (UIKit warns "already presenting" and shows nothing otherwise), so only from the top one
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
/// - `dismiss(animated:completion:)` on a controller lower in the stack of presented ones
///   dismisses its child and everything above it, the alert included
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
/// - A `UITabBarController` shows one child per tab (`viewControllers`, `selectedIndex`); each
///   tab's navigation controller holds its own view controllers, which belong to no other
///   stack (https://developer.apple.com/documentation/uikit/uitabbarcontroller). A tap on a tab
///   changes nothing while the delegate's `tabBarController(_:shouldSelect:)` answers `false`
///   (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)).
/// - Only a page sheet's view controller has a `sheetPresentationController`, whose `detents`
///   and `selectedDetentIdentifier` the host sets
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller).
/// - Only a popover's view controller has a `popoverPresentationController`, whose
///   `sourceView` the host points at a control of the screen under the popover
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller).
/// - A column-style `UISplitViewController` (`init(style:)`) holds one view controller per
///   column (`setViewController(_:for:)`); the host gives each column a navigation controller,
///   whose stack it sets, and the supplementary column exists only in the triple-column style
///   (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)).
///   Collapsed (`isCollapsed`, a compact width) it shows the compact column's view controller
///   instead of the others; the host then moves every screen there, as a view controller has one
///   parent (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact).
///   Its style is fixed at creation, so a layout change is a new split view controller.
struct SimulatedUIKitHierarchy: Equatable {
  struct NavigationController: Equatable {
    var screens: [ScreenID]
    var presentation: UIKitModalPresentationStyle?
  }

  private(set) var controllers: [NavigationController]
  private(set) var alert: AlertState?
  /// The tab bar controller the container shows, if any; its selected tab's stack is always
  /// `controllers[0]`'s.
  private(set) var tabBar: UIKitNavigationProjection.TabBar?
  /// The split view controller that shows the base stack (the container's, or the selected
  /// tab's), if any: its layout and the stack of each column's navigation controller. The base
  /// stack `controllers[0]` holds is then what its columns hold together.
  private(set) var split: Split?
  /// Whether the window's width is compact: every split view controller is collapsed.
  private(set) var isCompactWidth: Bool

  /// A split view controller: its style's layout and its columns' stacks.
  struct Split: Equatable {
    var layout: SplitLayout
    var columns: UIKitSplitPlacement
  }

  /// The hierarchy a host builds for `projection` (when it attaches, for example), in a window
  /// of compact width when `compactWidth`.
  init(_ projection: UIKitNavigationProjection, compactWidth: Bool = false) {
    controllers = projection.levels.map {
      NavigationController(screens: $0.screens, presentation: $0.presentation)
    }
    alert = projection.alert
    tabBar = projection.tabBar
    isCompactWidth = compactWidth
    split = projection.split.map {
      Split(layout: $0.layout, columns: $0.placement(collapsed: compactWidth))
    }
  }

  /// What a host shows before it has built anything: one empty navigation controller.
  static let nothingShown = SimulatedUIKitHierarchy(UIKitNavigationProjection.nothingShown)

  /// The tabs of the tab bar controller, in order; empty without one.
  var tabs: [TabID] { tabBar?.tabs.map(\.id) ?? [] }

  /// The selected tab, if the container shows a tab bar controller.
  var selectedTab: TabID? { tabBar.map { $0.tabs[$0.selectedIndex].id } }

  /// The stack of tab `id`'s navigation controller.
  func stack(ofTab id: TabID) -> [ScreenID] {
    tabBar?.tabs.first { $0.id == id }?.screens ?? []
  }

  /// Whether it shows exactly what `projection` describes, in the window's current width.
  func shows(_ projection: UIKitNavigationProjection) -> Bool {
    self == SimulatedUIKitHierarchy(projection, compactWidth: isCompactWidth)
  }

  /// The stack of the navigation controller at `level`, as the host last gave it.
  func stack(atLevel level: Int) -> [ScreenID] {
    controllers.indices.contains(level) ? controllers[level].screens : []
  }

  /// Performs `calls` in order and returns what UIKit would refuse, empty when all is well.
  mutating func perform(_ calls: [UIKitHostCall]) -> [String] {
    calls.compactMap { perform($0) }
  }

  /// The user pops the top navigation controller back to `count` screens (a back swipe, the
  /// back button, or its menu): UIKit changes its stack by itself.
  mutating func userPops(toCount count: Int) {
    let top = controllers.count - 1
    controllers[top].screens = Array(controllers[top].screens.prefix(count))
  }

  /// The user pops the navigation controller of the base split view controller's active column
  /// (the detail's while expanded, the compact one's while collapsed) back to `count` of its
  /// own screens; returns the event its `didShow` makes the host report
  /// (``UIKitSplitColumn/didShowEvent(shown:rendered:)``), or `nil` with no split view.
  mutating func userPopsActiveColumn(toCount count: Int) -> UIKitHostEvent? {
    guard var split else { return nil }
    let column = UIKitSplitColumn.active(collapsed: isCompactWidth)
    let rendered = split.columns[column]
    split.columns[column] = Array(rendered.prefix(count))
    self.split = split
    controllers[0].screens = split.columns.screens
    syncSelectedTab()
    return column.didShowEvent(shown: split.columns[column], rendered: rendered)
  }

  /// The window's width becomes compact (`compact`) or regular: UIKit collapses or expands the
  /// split view controller, and the host moves its screens between the columns as
  /// ``UIKitSplitPlacement/reformed(layout:collapsed:)`` and
  /// ``UIKitSplitPlacement/changes(toReach:)`` decide; returns what UIKit would refuse.
  mutating func windowWidthChanges(toCompact compact: Bool) -> [String] {
    defer { isCompactWidth = compact }
    guard let split, compact != isCompactWidth else { return [] }
    let target = split.columns.reformed(layout: split.layout, collapsed: compact)
    return split.columns.changes(toReach: target).compactMap { setColumn($0) }
  }

  /// Performs column changes of the base split view controller in the order given, as the host
  /// does when UIKit collapses or expands it; returns what UIKit would refuse.
  mutating func perform(_ changes: [UIKitSplitColumnChange]) -> [String] {
    changes.compactMap { setColumn($0) }
  }

  /// `setViewControllers(_:animated:)` on the navigation controller of a column of the base
  /// split view controller, checked: the column exists in its style, and none of its view
  /// controllers is in another column, a layer or a tab not selected.
  private mutating func setColumn(_ change: UIKitSplitColumnChange) -> String? {
    guard var split else { return "no split view controller" }
    guard UIKitSplitColumn.columns(of: split.layout).contains(change.column) else {
      return "no \(change.column) column in a \(split.layout) split view controller"
    }
    let elsewhere =
      UIKitSplitColumn.allCases.filter { $0 != change.column }.flatMap { split.columns[$0] }
      + layerScreens + unselectedTabScreens
    guard Set(change.screens).count == change.screens.count,
      Set(change.screens).isDisjoint(with: elsewhere)
    else { return "a view controller with two parents in the \(change.column) column" }
    split.columns[change.column] = change.screens
    self.split = split
    return nil
  }

  /// A new split view controller for `columns`, in the window's form, as the container's or
  /// the selected tab's; nothing when `columns` is `nil`.
  private func newSplit(_ columns: UIKitSplitColumns?) -> Split? {
    columns.map { Split(layout: $0.layout, columns: $0.placement(collapsed: isCompactWidth)) }
  }

  /// The user swipes the top sheet down: UIKit dismisses it by itself.
  mutating func userSwipesDownTopLayer() {
    controllers.removeLast()
    alert = nil
  }

  /// The screens in the navigation controllers of the tabs not selected.
  private var unselectedTabScreens: [ScreenID] {
    guard let tabBar else { return [] }
    return tabBar.tabs.indices.filter { $0 != tabBar.selectedIndex }.flatMap {
      tabBar.tabs[$0].screens
    }
  }

  /// The screens of the modal layers' navigation controllers.
  private var layerScreens: [ScreenID] { controllers.dropFirst().flatMap(\.screens) }

  private mutating func perform(_ call: UIKitHostCall) -> String? {
    let top = controllers.count - 1
    switch call {
    case .setViewControllers(let level, let screens, _):
      guard controllers.indices.contains(level) else { return "no navigation controller \(level)" }
      guard level > 0 || split == nil else { return "level 0 is in columns: set them" }
      guard !screens.isEmpty else { return "an empty stack at \(level)" }
      let elsewhere =
        controllers.indices.filter { $0 != level }.flatMap { controllers[$0].screens }
        + unselectedTabScreens
      guard Set(screens).count == screens.count, Set(screens).isDisjoint(with: elsewhere) else {
        return "a view controller with two parents at \(level)"
      }
      controllers[level].screens = screens
      if level == 0 { syncSelectedTab() }
    case .push(let level, let screen, _):
      guard level == top, alert == nil else { return "a push on \(level), not the top" }
      guard level > 0 || split == nil else { return "level 0 is in columns: push on the detail" }
      let shown = controllers.flatMap(\.screens) + unselectedTabScreens
      guard !shown.contains(screen) else { return "a pushed view controller with two parents" }
      controllers[level].screens.append(screen)
      syncSelectedTab()
    case .pop(let level, _):
      guard level == top, alert == nil else { return "a pop on \(level), not the top" }
      guard level > 0 || split == nil else { return "level 0 is in columns: pop the detail" }
      guard controllers[level].screens.count > 1 else { return "a pop of the root at \(level)" }
      controllers[level].screens.removeLast()
      syncSelectedTab()
    case .showTabs(let tabs, let selectedIndex):
      guard tabs.indices.contains(selectedIndex) else { return "no tab \(selectedIndex)" }
      guard Set(tabs.map(\.id)).count == tabs.count else { return "two tabs with one name" }
      let screens = tabs.flatMap(\.screens)
      guard tabs.allSatisfy({ !$0.screens.isEmpty }) else { return "a tab with an empty stack" }
      guard Set(screens).count == screens.count, Set(screens).isDisjoint(with: layerScreens) else {
        return "a view controller with two parents in the tabs"
      }
      tabBar = UIKitNavigationProjection.TabBar(tabs: tabs, selectedIndex: selectedIndex)
      controllers[0].screens = tabs[selectedIndex].screens
      split = newSplit(tabs[selectedIndex].columns)
    case .showSingleStack(let screens):
      guard !screens.isEmpty else { return "an empty single stack" }
      guard Set(screens).count == screens.count, Set(screens).isDisjoint(with: layerScreens) else {
        return "a view controller with two parents in the single stack"
      }
      tabBar = nil
      split = nil
      controllers[0].screens = screens
    case .showSplit(let columns):
      guard Set(columns.stack).count == columns.stack.count,
        Set(columns.stack).isDisjoint(with: layerScreens)
      else { return "a view controller with two parents in the split view" }
      tabBar = nil
      split = newSplit(columns)
      controllers[0].screens = columns.stack
    case .setColumns(let columns, _):
      guard let current = split, current.layout == columns.layout else {
        return "no \(columns.layout) split view controller shows the base"
      }
      let target = columns.placement(collapsed: isCompactWidth)
      for change in current.columns.changes(toReach: target) {
        if let refusal = setColumn(change) { return refusal }
      }
      controllers[0].screens = columns.stack
      syncSelectedTab()
    case .pushDetail(let screen, _):
      guard var current = split, top == 0, alert == nil else {
        return "a push on the detail of no split view, or not the top"
      }
      let column = UIKitSplitColumn.active(collapsed: isCompactWidth)
      let shown = controllers.flatMap(\.screens) + unselectedTabScreens
      guard !current.columns[column].isEmpty, !shown.contains(screen) else {
        return "a push on an empty \(column) column, or of a view controller with two parents"
      }
      current.columns[column].append(screen)
      split = current
      controllers[0].screens.append(screen)
      syncSelectedTab()
    case .popDetail:
      guard var current = split, top == 0, alert == nil else {
        return "a pop of the detail of no split view, or not the top"
      }
      let column = UIKitSplitColumn.active(collapsed: isCompactWidth)
      guard current.columns[column].count > 1 else { return "a pop of the \(column) root" }
      current.columns[column].removeLast()
      split = current
      controllers[0].screens.removeLast()
      syncSelectedTab()
    case .present(let level, let screens, let style, _):
      guard level == top + 1, alert == nil else {
        return "level \(level - 1) is already presenting, or is not the top"
      }
      let shown = controllers.flatMap(\.screens) + unselectedTabScreens
      guard !screens.isEmpty, Set(screens).isDisjoint(with: shown) else {
        return "a presented stack that is empty or holds a shown view controller"
      }
      controllers.append(NavigationController(screens: screens, presentation: style))
    case .dismissPresented(let level, _):
      guard controllers.indices.contains(level), level < top else {
        return "level \(level) presents no layer"
      }
      controllers.removeSubrange((level + 1)...)
      alert = nil
    case .setSheetDetents(let level, _, _):
      guard level > 0, controllers.indices.contains(level),
        controllers[level].presentation == .pageSheet
      else { return "level \(level) is not a presented sheet, which alone has detents" }
    case .pointPopover(let level, _, let presentingScreen):
      guard level > 0, controllers.indices.contains(level),
        controllers[level].presentation == .popover
      else { return "level \(level) is not a presented popover, which alone has a source" }
      guard controllers[level - 1].screens.last == presentingScreen else {
        return "\(presentingScreen) is not the top screen under the popover at \(level)"
      }
    case .presentAlert(let newAlert, let level, _):
      guard level == top, alert == nil else { return "the alert cannot be presented by \(level)" }
      alert = newAlert
    case .dismissAlert(let level, _):
      guard level == top, alert != nil else { return "level \(level) presents no alert" }
      alert = nil
    }
    return nil
  }

  /// The selected tab's navigation controller is level 0: its stack follows level 0's.
  private mutating func syncSelectedTab() {
    guard let tabBar else { return }
    var tabs = tabBar.tabs
    tabs[tabBar.selectedIndex] = UIKitNavigationProjection.Tab(
      id: tabs[tabBar.selectedIndex].id, screens: controllers[0].screens,
      split: tabs[tabBar.selectedIndex].split)
    self.tabBar = UIKitNavigationProjection.TabBar(tabs: tabs, selectedIndex: tabBar.selectedIndex)
  }
}

extension SimulatedUIKitHierarchy {
  /// Shows every pending step of `navigator` with the calls the projection gives, checking each
  /// against UIKit's rules and the step's state, as a UIKit host does; returns the calls of each
  /// step.
  @MainActor @discardableResult
  mutating func showPendingSteps(of navigator: Navigator<String>) -> [[UIKitHostCall]] {
    var shown: [[UIKitHostCall]] = []
    while let step = navigator.hosting.currentStep {
      let calls = UIKitNavigationProjection.calls(for: step, from: navigator.hosting.shownState)
      let refusals = perform(calls)
      #expect(refusals.isEmpty, "\(step.action): \(refusals)")
      #expect(shows(UIKitNavigationProjection(step.state)), "\(step.action)")
      shown.append(calls)
      navigator.hostDidShow(step.id)
    }
    return shown
  }
}
