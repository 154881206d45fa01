/// Why a target (a deep link, a saved state) could not be reached. Nothing changed.
public enum FollowError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The link did not parse.
  case link(LinkError)
  /// A coordinator does not lead to a route of the target: shown as `style` after the screen
  /// `after`, the target's screen number `position` (counted from 1 over the root it continues
  /// from), `coordinator`'s ``FlowCoordinator/next(_:style:after:)`` refused it (or it started a
  /// child that was already started).
  case refused(
    coordinator: String, route: String, style: PresentationStyle, after: String, position: Int)
  /// The screen the target continues from has no coordinator that can follow routes.
  case noFollowingCoordinator(route: String)
  /// A guard's flow was left by the user.
  case guardCancelled(String)
  /// A guard's condition cannot be met.
  case guardRefused(String, reason: String)
  /// A guard's condition does not hold, and this way of following runs no flows (restoration).
  case guardNotSatisfied(String)
  /// A screen with unsaved changes that the target would remove stays: its coordinator said no.
  case leaveRefused(route: String)
  /// A restoration would remove these screens with unsaved changes, and requests never ask: open
  /// the target (which asks their coordinators first), or restore it overriding leave guards.
  case leaveGuarded(screens: [ScreenID])
  /// A leave guard's question about these screens is open: restore once it is answered.
  case leaveQuestionOpen(screens: [ScreenID])
  /// The target names a tab that cannot be selected.
  case noSuchTab(TabID, reason: String)
  /// A screen of the target cannot be shown as the target says (detents on a screen that is
  /// not a sheet).
  case impossibleScreen(route: String, reason: String)
  /// The screen a link in it was tapped in is no longer shown (it left, or its tab is not
  /// selected): the tap came too late.
  case screenNotShown(ScreenID)
  /// The task that awaited the target was cancelled before it was reached (waiting its turn, a
  /// leave question's answer, or a guard's flow).
  case cancelled

  /// Whether the coordinators did not lead along the target's path (one refused a route, or
  /// none follows routes there): another tab's coordinators may.
  var isRefusalOfThePath: Bool {
    switch self {
    case .refused, .noFollowingCoordinator: true
    default: false
    }
  }

  /// What went wrong, in one line.
  public var description: String {
    switch self {
    case .link(let error):
      error.description
    case .refused(let coordinator, let route, let style, let after, let position):
      "\(coordinator) does not lead to \(route) as \(style.articleName) after \(after) (screen "
        + "\(position) of the target): nothing changed. Give a target it leads to, or make its "
        + "next(_:style:after:) lead there."
    case .noFollowingCoordinator(let route):
      "No coordinator can continue to \(route): the screen below it has no running flow "
        + "coordinator. Nothing changed."
    case .guardCancelled(let name):
      "\"\(name)\" was not met (the user left): the app stays where it was."
    case .guardRefused(let name, let reason):
      "\"\(name)\" cannot be met: \(reason). The app stays where it was."
    case .leaveRefused(let route):
      "\(route) has unsaved changes and its coordinator kept it: the app stays where it was."
    case .leaveGuarded(let screens):
      "Restoring would remove \(screens.count) screen(s) with unsaved changes: open the target to "
        + "ask first, or restore it with overridingLeaveGuards: true. Nothing changed."
    case .leaveQuestionOpen(let screens):
      "A leave question about \(screens.count) screen(s) is open: restore once it is answered. "
        + "Nothing changed."
    case .noSuchTab(let tab, let reason):
      "The tab \"\(tab)\" cannot be selected: \(reason)"
    case .impossibleScreen(let route, let reason):
      "\(route) cannot be shown as the target says: \(reason) Nothing changed."
    case .screenNotShown(let screen):
      "Screen \(screen) is not shown, so nothing opens over it: nothing changed. Open a route "
        + "over a screen the user sees."
    case .cancelled:
      "Opening the target was cancelled before it was reached: the app stays where it was."
    case .guardNotSatisfied(let name):
      "\"\(name)\" does not hold, so this screen cannot be restored: nothing changed."
    }
  }
}
