import CoordinatorKit

/// Which Back a SwiftUI host shows on one screen, and where.
///
/// `NavigationStack`'s own Back leaves at once, so a leave-guarded top screen hides it and shows
/// a Back of the host's that asks the engine first (its swipe asks too, on iOS:
/// ``SwiftUIBackSwipe``). That button must look and
/// sit where the system one does: a toolbar button with automatic placement goes trailing on
/// iOS, without a chevron, and users do not recognise it as Back.
package enum SwiftUIBackButton: Hashable, Sendable {
  /// Where the host's Back goes in the toolbar.
  package enum Placement: Hashable, Sendable {
    /// The leading navigation slot, where the system Back is: `ToolbarItemPlacement.navigation`
    /// (leading on iOS, the window's navigation area on macOS).
    case navigation
  }

  /// The system Back, untouched: the screen is not guarded, or is not the top of the stack the
  /// user can go back in.
  case system
  /// The system Back hidden, replaced by a button titled `title` with the SF Symbol
  /// `systemImage`, placed at `placement`, which reports the engine's back navigation (asked of
  /// the screen's coordinator first).
  case asking(title: String, systemImage: String, placement: Placement)

  /// The screen whose Back asks at a level of a SwiftUI host, when one does: the guarded top
  /// screen of the top stack. What a host keeps per level, so a screen's Back is decided
  /// without reading the state (``init(forScreen:guardedTop:showsColumnsSideBySide:)``).
  package struct GuardedTop: Hashable, Sendable {
    /// The guarded top screen.
    package let screen: ScreenID
    /// Whether it is the first screen of a split view's content or detail column, where a
    /// split view showing its columns side by side has no Back.
    package let startsAColumn: Bool

    /// The guarded top screen of `displayed` at `level`, or `nil` when no Back asks there: the
    /// level is not the top one, or its top screen is not guarded, or is its root.
    ///
    /// It answers from the top screen and the guard marks, and reads the stack only for a
    /// guarded top screen.
    package init?<Route>(atLevel level: Int, in displayed: NavigationState<Route>) {
      let top = displayed.topScreen.id
      guard
        displayed.modalDepth == level && displayed.isLeaveGuarded(top)
          && displayed.blocksInteractiveBack(atLevel: level)
      else { return nil }
      screen = top
      startsAColumn = level == 0 && SwiftUIBackButton.startsAColumn(top, in: displayed)
    }
  }

  /// The Back of screen `id`, drawn at `level` of a SwiftUI host showing `displayed`.
  ///
  /// - Parameter showsColumnsSideBySide: whether a split view shows its columns side by side
  ///   (not collapsed into one stack). The first screen of a column then has no Back at all,
  ///   so a guarded one gets none of the host's either: a Back there would lead nowhere the
  ///   user sees.
  package init<Route>(
    forScreen id: ScreenID, atLevel level: Int, in displayed: NavigationState<Route>,
    showsColumnsSideBySide: Bool = false
  ) {
    self.init(
      forScreen: id, guardedTop: GuardedTop(atLevel: level, in: displayed),
      showsColumnsSideBySide: showsColumnsSideBySide)
  }

  /// The Back of screen `id` on a level whose guarded top screen is `guardedTop`
  /// (``GuardedTop``), when a split view does (`showsColumnsSideBySide`) or does not show
  /// its columns side by side.
  package init(
    forScreen id: ScreenID, guardedTop: GuardedTop?, showsColumnsSideBySide: Bool = false
  ) {
    let asks =
      guardedTop?.screen == id
      && !(showsColumnsSideBySide && guardedTop?.startsAColumn == true)
    self =
      asks
      ? .asking(title: "Back", systemImage: "chevron.backward", placement: .navigation) : .system
  }

  /// Whether `id` is the first screen of a split view's content or detail column.
  private static func startsAColumn<Route>(_ id: ScreenID, in displayed: NavigationState<Route>)
    -> Bool
  {
    guard let columns = displayed.splitColumns else { return false }
    return columns.content?.id == id || columns.detail.first?.id == id
  }

  /// Whether the system Back is hidden for this one.
  package var hidesSystemBack: Bool { self != .system }
}
