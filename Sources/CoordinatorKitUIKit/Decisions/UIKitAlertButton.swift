import CoordinatorKit

/// One button of the `UIAlertController` a UIKit host shows for an ``AlertState``: its title,
/// its role (the `UIAlertAction.Style`), and what its handler reports.
struct UIKitAlertButton: Hashable, Sendable {
  /// The button's title.
  let title: String
  /// The button's role, which the host gives UIKit as the action's style.
  let role: AlertAction.Role
  /// What the button's handler reports when UIKit runs it.
  let event: UIKitHostEvent

  /// The buttons of `alert`, in order: one per action, reporting that action; then, for an
  /// action sheet without a cancel action, a Cancel of the host's, reporting the alert
  /// dismissed without a choice (which answers no action): the engine's choices for the alert
  /// (`AlertState.choice(at:)`), as every host offers them.
  ///
  /// SwiftUI gives a confirmation dialog without a cancel button a Cancel of its own; a UIKit
  /// host does the same. A person dismisses an action sheet by choosing an action or by tapping
  /// outside it (Apple, "Getting the user's attention with alerts and action sheets"); on iPad,
  /// where the sheet is a popover, UIKit hides the cancel action and runs it on that tap.
  /// Without one, the tap would take the sheet away with no handler, and the engine would keep
  /// a question nothing shows. An alert gets none: UIKit dismisses it only through a button.
  static func buttons(for alert: AlertState) -> [UIKitAlertButton] {
    (0..<alert.choiceCount).map { index in
      let choice = alert.choice(at: index)
      let event: UIKitHostEvent =
        switch choice.userNavigation {
        case .choseAlertAction(let actionID, let alertID):
          .alertActionChosen(actionID: actionID, alertID: alertID)
        default:
          .alertDismissed(alertID: alert.id)
        }
      return UIKitAlertButton(title: choice.title, role: choice.role, event: event)
    }
  }
}
