import CoordinatorKit

/// Which Back a SwiftUI host shows on one screen, and where.
///
/// `NavigationStack`'s own Back (and its swipe) leaves at once, so a leave-guarded top screen
/// hides it and shows a Back of the host's that asks the engine first. That button must look and
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

  /// The Back of screen `id`, drawn at `level` of a SwiftUI host showing `displayed`.
  ///
  /// SwiftUI asks it of every screen it draws, after every change: it answers from the top
  /// screen and the guard marks, and reads the stack only for a guarded top screen.
  ///
  /// - Parameter showsColumnsSideBySide: whether a split view shows its columns side by side
  ///   (not collapsed into one stack). The first screen of a column then has no Back at all,
  ///   so a guarded one gets none of the host's either: a Back there would lead nowhere the
  ///   user sees.
  package init<Route>(
    forScreen id: ScreenID, atLevel level: Int, in displayed: NavigationState<Route>,
    showsColumnsSideBySide: Bool = false
  ) {
    let asks =
      displayed.modalDepth == level && displayed.topScreen.id == id
      && displayed.isLeaveGuarded(id) && displayed.blocksInteractiveBack(atLevel: level)
      && !(showsColumnsSideBySide && level == 0 && Self.startsAColumn(id, in: displayed))
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
