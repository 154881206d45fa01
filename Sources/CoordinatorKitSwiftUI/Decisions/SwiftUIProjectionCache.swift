import CoordinatorKit

/// The projection of the displayed state a SwiftUI host draws from, kept between changes and
/// brought up to date at the cost of what changed, with each displayed screen by its identity.
///
/// The host brings its slices (``SwiftUIDisplaySlices``) up to date on every change. Projecting
/// the whole state then, and looking each destination's screen up from the top of the state,
/// made every change cost the depth (and the depth squared, when SwiftUI re-evaluated every
/// destination). A state and its next version
/// share everything below their highest common node, so only the levels above it change: a push
/// appends one screen to the top level's path, a pop removes one, a presentation adds a level. A
/// state that shares no root or tab container with the last one (a new root, new tabs) is
/// projected whole, once.
package struct SwiftUIProjectionCache<Route> {
  /// The state last projected and its projection; `nil` before the first.
  private var last: (state: NavigationState<Route>, projection: SwiftUINavigationProjection)?
  /// The tabs of the state last projected (none before the first).
  private var tabs: SwiftUITabsProjection?
  /// The screens of the state last projected, by identity: the root, the path and the stacks of the tabs not
  /// selected.
  private var screens: [ScreenID: NavigationScreen<Route>] = [:]

  /// What the last call to ``projection(of:)`` changed.
  package private(set) var lastUpdate = Update(
    isRebuilt: true, lowestChangedLevel: 0, removed: [], added: [])

  /// What bringing the projection up to a new state changed, so that a host updates only
  /// what it draws of that (``SwiftUIDisplaySlices``).
  package struct Update {
    /// Whether the state was projected whole: then anything may have changed.
    package let isRebuilt: Bool
    /// The lowest level whose path or presented layer may differ; the levels below it are
    /// unchanged. The projection's level count or more when no level changed.
    package let lowestChangedLevel: Int
    /// The screens that left (empty when rebuilt).
    package let removed: [ScreenID]
    /// The screens that came, or came back changed (empty when rebuilt).
    package let added: [NavigationScreen<Route>]
  }

  /// A cache that has projected nothing yet.
  package init() {}

  /// The projection of `state`, made from the last one when `state` is a version of it.
  package mutating func projection(of state: NavigationState<Route>) -> SwiftUINavigationProjection
  {
    guard let last, let above = NavigationState.screensAboveSharedPart(last.state, state),
      case (let updated, let lowest)? = Self.projection(
        last.projection, removing: above.earlier.count, adding: state, above.later)
    else {
      lastUpdate = Update(isRebuilt: true, lowestChangedLevel: 0, removed: [], added: [])
      return rebuild(state)
    }
    self.last = (state, updated)
    for id in above.earlier {
      screens[id] = nil
    }
    let added = state.topPathElements(above.later.count).map { $0.screen }
    for screen in added {
      screens[screen.id] = screen
    }
    lastUpdate = Update(
      isRebuilt: false, lowestChangedLevel: lowest, removed: above.earlier, added: added)
    return updated
  }

  /// The tabs of `state`, made from the last ones when `state` is a version of the state last
  /// projected: then only the selected tab's stack (level 0) can differ.
  package mutating func tabs(of state: NavigationState<Route>) -> SwiftUITabsProjection {
    let projection = projection(of: state)
    guard var tabs, let selected = tabs.selected,
      let index = tabs.tabs.firstIndex(where: { $0.id == selected })
    else {
      return tabs ?? SwiftUITabsProjection(state)
    }
    let base = projection.levels[0]
    if tabs.tabs[index].root != base.root || tabs.tabs[index].path != base.path {
      tabs.tabs[index] = .init(
        item: tabs.tabs[index].item, root: base.root, path: base.path,
        split: tabs.tabs[index].split)
      self.tabs = tabs
    }
    return tabs
  }

  /// The screen with identity `id` in the state last projected, found by its identity.
  package func screen(withID id: ScreenID) -> NavigationScreen<Route>? {
    screens[id]
  }

  private mutating func rebuild(_ new: NavigationState<Route>) -> SwiftUINavigationProjection {
    let projection = SwiftUINavigationProjection(new)
    last = (new, projection)
    tabs = SwiftUITabsProjection(new)
    screens = [:]
    for screen in new.screens {
      screens[screen.id] = screen
    }
    return projection
  }

  /// `projection` without its top `removed` screens, then with the screens of `new` listed in
  /// `added` (top first) on top, and the lowest level that changed; `nil` when they do not fit
  /// it (then the state is projected whole).
  private static func projection(
    _ projection: SwiftUINavigationProjection, removing removed: Int,
    adding new: NavigationState<Route>, _ added: [ScreenID]
  ) -> (SwiftUINavigationProjection, lowestChangedLevel: Int)? {
    var result = projection
    var lowest = projection.levels.count
    for _ in 0..<removed {
      let top = result.levels.count - 1
      if !result.levels[top].path.isEmpty {
        result.levels[top].path.removeLast()
        lowest = min(lowest, top)
      } else {
        guard top > 0 else { return nil }  // The root is never above the shared part.
        result.levels.removeLast()
        result.levels[top - 1].presentedLayer = nil
        lowest = min(lowest, top - 1)
      }
    }
    let elements = new.topPathElements(added.count)
    guard elements.count == added.count else { return nil }
    for element in elements {
      let id = element.screen.id
      let top = result.levels.count - 1
      lowest = min(lowest, top)
      switch element.style {
      case .push:
        result.levels[top].path.append(id)
      case .modal(let style):
        result.levels[top].presentedLayer = .init(id: id, style: style)
        result.levels.append(.init(root: id, path: [], presentedLayer: nil))
      }
    }
    result.alert = new.alert
    return (result, lowest)
  }
}
