/// What a UIKit host does for a ``UIKitHostCall/dismissPresented(byLevel:animated:)`` or a
/// ``UIKitHostCall/dismissAlert(presentedFromLevel:animated:)``, given whether the controller
/// that would dismiss presents a controller now.
///
/// `dismiss(animated:completion:)` on a controller that presents nothing dismisses that
/// controller itself when it is presented (a layer the engine keeps), and otherwise has nothing
/// to dismiss and, as UIKit describes no such dismissal, may never run its completion (the host
/// would wait forever). A controller presents nothing there when UIKit refused the alert, or the
/// user dismissed it (a tap outside an action sheet's popover, a tap on its button while the app
/// dismissed it too).
///
/// While UIKit presents or dismisses a controller above (an alert the user answered: UIKit
/// dismisses it, then runs the action's handler; a popover the user tapped away), UIKit ignores
/// a `dismiss` and never runs its completion. The host waits for UIKit's transition, then looks
/// again (the user may have let go of a swipe-down, and the sheet stayed).
enum UIKitDismissal: Hashable, Sendable {
  /// It presents a controller: dismiss it, and continue on the completion.
  case dismiss
  /// It presents nothing: the dismissal is done already; continue at once.
  case nothingToDismiss
  /// UIKit is presenting or dismissing something above: wait for that transition to end, then
  /// look again.
  case waitForUIKitsDismissal

  /// The dismissal when the controller that would dismiss presents a controller
  /// (`presentsAController`) or not, and UIKit is presenting or dismissing something above it
  /// (`presentedIsBeingDismissed`) or not.
  init(presentsAController: Bool, presentedIsBeingDismissed: Bool = false) {
    if !presentsAController {
      self = .nothingToDismiss
    } else {
      self = presentedIsBeingDismissed ? .waitForUIKitsDismissal : .dismiss
    }
  }
}
