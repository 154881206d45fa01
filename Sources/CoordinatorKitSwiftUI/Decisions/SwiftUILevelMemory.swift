import CoordinatorKit

/// The state a SwiftUI host draws each level from, remembering the last state that showed a
/// level after it has left, so a sheet or cover that is being dismissed keeps its content while
/// it slides away instead of going blank.
///
/// SwiftUI keeps calling a dismissed sheet's content during its dismissal animation, after the
/// engine's displayed state no longer has that level. Levels are keyed by their root screen (the
/// layer's presented screen; the root for level 0), so a new layer presented at the same level
/// is never drawn with the content of the one leaving.
package struct SwiftUILevelMemory<Route>: Sendable where Route: Sendable {
  /// The last state that showed each level, by the level's root screen.
  private var lastShowing: [ScreenID: NavigationState<Route>] = [:]

  /// A memory that has seen nothing yet.
  package init() {}

  /// The state to draw the level rooted at `root`, at `level`, from: `displayed` while it shows
  /// that level (and remembered), else the last state that did; `nil` when none ever did.
  package mutating func state(
    forLevel level: Int, rootedAt root: ScreenID, displayed: NavigationState<Route>
  ) -> NavigationState<Route>? {
    state(
      forLevel: level, rootedAt: root, displayed: displayed,
      projection: SwiftUINavigationProjection(displayed))
  }

  /// The same, with `projection` the projection of `displayed` (which a host keeps, see
  /// ``SwiftUIProjectionCache``), so drawing a level costs no reading of the state.
  package mutating func state(
    forLevel level: Int, rootedAt root: ScreenID, displayed: NavigationState<Route>,
    projection: SwiftUINavigationProjection
  ) -> NavigationState<Route>? {
    if projection.level(level)?.root == root {
      if level > 0 { lastShowing[root] = displayed }
      return displayed
    }
    return lastShowing[root]
  }

  /// Forgets every remembered level that `displayed` no longer shows: called once a dismissal
  /// has ended (its `onDismiss`), when nothing draws the leaving levels any more.
  package mutating func forgetLevels(notShownIn displayed: NavigationState<Route>) {
    let roots = Set(HostLevels(displayed).stacks.compactMap(\.screens.first))
    lastShowing = lastShowing.filter { roots.contains($0.key) }
  }

  /// The remembered states: those of levels displayed now, and of levels that have left the
  /// displayed state but are still drawn while they leave (their screens are still on screen).
  package var rememberedStates: [NavigationState<Route>] { Array(lastShowing.values) }
}
