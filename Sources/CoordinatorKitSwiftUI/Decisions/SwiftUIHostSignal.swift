import CoordinatorKit

/// Something a SwiftUI host saw happen on screen, which may complete the step it is showing.
enum SwiftUIHostSignal: Hashable, Sendable {
  /// A screen's view appeared (its `onAppear`), which SwiftUI calls when the transition that
  /// brings it starts, not when it ends. An expanded split view's empty column reports it for
  /// the leading screen it reveals (``SwiftUISplitProjection/placeholderStandsFor``).
  case appeared(ScreenID)
  /// The transition that brought a screen on screen ended (on iOS: the hosting controller's
  /// `transitionCoordinator` completed, or the controller's `viewDidAppear`).
  case transitionEnded(ScreenID)
  /// The sheet or cover presented from this level was dismissed (its `onDismiss`), or the
  /// popover presented from it left the screen (its content's `onDisappear`).
  case dismissed(presentedFromLevel: Int)
}
