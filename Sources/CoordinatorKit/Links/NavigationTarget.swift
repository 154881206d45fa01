/// Where to navigate, as data: the screens over the root, in order, each with how it is shown.
///
/// A deep link produces one, and a saved state is one; the coordinators then reach it (see
/// ``FlowCoordinator``). Being data rather than a script of calls, a target can be compared,
/// logged, tested and followed from whatever state the app is in.
public struct NavigationTarget<Route> {
  /// One screen of a target.
  public struct Screen {
    /// What the screen shows.
    public var route: Route
    /// How it is put over the screen before it.
    public var style: PresentationStyle
    /// Whether the screen holds unsaved changes: a restored screen gets its leave guard back
    /// (see ``LeaveGuarding``).
    public var isLeaveGuarded: Bool
    /// The heights a sheet offers and rests at; `nil` for the platform's default height and for
    /// every other style.
    public var detents: SheetDetents?
    /// The control of the screen below that a popover points at; `nil` for that whole screen
    /// and for every other style.
    public var anchor: PopoverAnchor?
    /// How the screen itself shows: it hides the tab bar, it zooms from a control of the screen
    /// below (following the target refuses them on a style that cannot show them).
    public var screenOptions = ScreenOptions.standard

    /// A screen shown with `style` (a sheet sized by `detents`, a popover pointing at
    /// `anchor`), guarded when `isLeaveGuarded`.
    public init(
      _ route: Route, style: PresentationStyle, isLeaveGuarded: Bool = false,
      detents: SheetDetents? = nil, anchor: PopoverAnchor? = nil
    ) {
      self.route = route
      self.style = style
      self.isLeaveGuarded = isLeaveGuarded
      self.detents = detents
      self.anchor = anchor
    }

    /// Shows the screen with `style`, which its child flow declares (``ChildFlow``): a sheet's
    /// heights and a popover's anchor are kept only while the style still has them.
    mutating func declareStyle(_ style: PresentationStyle) {
      if style != .sheet { detents = nil }
      if style != .popover { anchor = nil }
      self.style = style
    }

    /// How its layer shows, as the state keeps it.
    var options: LayerOptions {
      LayerOptions(detents: detents, anchor: anchor, screen: screenOptions)
    }
  }

  /// The screens over the root, bottom first.
  public var path: [Screen]
  /// In a tabbed state, the tab to select first; `path` then continues from that tab's root.
  /// `nil` continues from the selected tab (or the single base stack).
  public var tab: TabID?
  /// Whether the root the path continues from (the tab's root, in a tabbed state) is guarded
  /// again: a restored root with unsaved changes keeps its guard, as any restored screen does.
  public var isRootLeaveGuarded: Bool

  /// A target with no screen over the root: where a builder such as ``pushing(_:)`` starts.
  public init() {
    self.init([], inTab: nil)
  }

  /// A target with these screens over the root (of `tab`, when given).
  public init(
    _ path: [Screen] = [], inTab tab: TabID? = nil, isRootLeaveGuarded: Bool = false
  ) {
    self.path = path
    self.tab = tab
    self.isRootLeaveGuarded = isRootLeaveGuarded
  }

  /// The screens of a state over its root, as a target: how a saved state is followed. In a
  /// tabbed state, the selected tab's screens and the modal layers; see
  /// ``Navigator/restore(everyTabOf:animation:overridingLeaveGuards:)`` for every tab. Screens with a leave guard keep it.
  public init(_ state: NavigationState<Route>) {
    self.init(state, guarded: state.leaveGuardedScreens)
  }

  /// The target of `state`'s screens over its root, `guarded` its guarded screens (read once
  /// for every target of a state: it costs the screens of the state).
  private init(_ state: NavigationState<Route>, guarded: Set<ScreenID>) {
    path = (state.top?.nodes(from: 0) ?? []).map {
      var screen = Screen(
        $0.route, style: $0.style, isLeaveGuarded: guarded.contains($0.id),
        detents: $0.detents, anchor: $0.anchor)
      screen.screenOptions = $0.screenOptions
      return screen
    }
    tab = state.selectedTab
    isRootLeaveGuarded = guarded.contains(state.root.id)
  }

  /// The targets that rebuild every tab of `state`: each tab that is not selected, then the
  /// selected one with what is presented over the tabs. Followed in order, they restore a
  /// tabbed state (``Navigator/restore(everyTabOf:animation:overridingLeaveGuards:)`` plans
  /// them all before it changes anything); an app that must adjust a tab first (drop screens
  /// that need a sign-in) changes its target and restores each itself.
  public static func targets(restoring state: NavigationState<Route>) -> [Self] {
    let guarded = state.leaveGuardedScreens
    let others = state.tabStacks.filter { $0.id != state.selectedTab }.map { tab in
      Self(
        tab.stack.dropFirst().map {
          Screen($0.route, style: .push, isLeaveGuarded: guarded.contains($0.id))
        }, inTab: tab.id,
        isRootLeaveGuarded: tab.stack.first.map { guarded.contains($0.id) } ?? false)
    }
    return others + [Self(state, guarded: guarded)]
  }

  /// A copy with `route` pushed on top.
  public func pushing(_ route: Route) -> Self {
    Self(path + [Screen(route, style: .push)], inTab: tab)
  }

  /// A copy with `route` pushed on top, shown with `options` (hiding the tab bar, zooming from a
  /// control of the screen below).
  public func pushing(_ route: Route, options: ScreenOptions) -> Self {
    var screen = Screen(route, style: .push)
    screen.screenOptions = options
    return Self(path + [screen], inTab: tab)
  }

  /// A copy with `route` presented on top, starting a new modal layer (a sheet sized by
  /// `detents`, a popover pointing at `anchor`, when given: following the target refuses them on
  /// another style).
  public func presenting(
    _ route: Route, as style: ModalStyle, detents: SheetDetents? = nil,
    anchor: PopoverAnchor? = nil
  ) -> Self {
    Self(
      path + [Screen(route, style: .modal(style), detents: detents, anchor: anchor)], inTab: tab)
  }
}

extension NavigationTarget: ExpressibleByArrayLiteral {
  /// A target of `routes`, each pushed after the one before, unless the child flow that shows
  /// it declares another presentation (``ChildFlow``): how a link lists its screens. In a tabbed
  /// state, a list that starts with a tab's root route opens in that tab.
  ///
  /// ```swift
  /// LinkPattern("inbox/:id/reply") { (id: Int) in [.inbox, .message(id), .compose(id)] }
  /// ```
  public init(arrayLiteral routes: Route...) {
    self.init(routes.map { Screen($0, style: .push) })
  }
}

extension NavigationTarget where Route: Equatable {
  /// This target, in a tabbed `state` and naming no tab, as it continues in the tab whose root
  /// route its first screen pushes (that root is kept, its guard included); itself otherwise.
  /// Costs the number of tabs.
  func continuingFromItsTabRoot(in state: NavigationState<Route>) -> Self {
    guard tab == nil, let first = path.first, first.style == .push,
      let rootTab = state.tab(withRootRoute: first.route)
    else { return self }
    return Self(
      Array(path.dropFirst()), inTab: rootTab,
      isRootLeaveGuarded: isRootLeaveGuarded || first.isLeaveGuarded)
  }
}

extension NavigationTarget.Screen: Equatable where Route: Equatable {}
extension NavigationTarget.Screen: Hashable where Route: Hashable {}
extension NavigationTarget.Screen: Sendable where Route: Sendable {}
extension NavigationTarget.Screen: Codable where Route: Codable {}
extension NavigationTarget: Equatable where Route: Equatable {}
extension NavigationTarget: Hashable where Route: Hashable {}
extension NavigationTarget: Sendable where Route: Sendable {}
/// A target is `Codable` when its routes are: an entry point (a Handoff activity, a
/// notification) carries it as data, and following a decoded target checks it as any other.
extension NavigationTarget: Codable where Route: Codable {}
