/// One choice a host offers for an alert: one of its actions, or the Cancel a host adds to a
/// confirmation dialog that has no cancel action (SwiftUI adds one to such a dialog; the UIKit
/// and terminal hosts do too), so no host makes a destructive action the only way out.
package struct AlertChoice: Hashable, Sendable {
  /// The choice's title.
  package let title: String
  /// Its role: the action's own, or `.cancel` for the host's Cancel.
  package let role: AlertAction.Role
  /// What choosing it reports: the action chosen, or the alert dismissed without a choice
  /// (which answers no action).
  package let userNavigation: UserNavigation
}

extension AlertState {
  /// Whether hosts add a Cancel of their own: a confirmation dialog without a cancel action.
  package var addsHostCancel: Bool {
    presentation == .confirmationDialog && dismissalAction == nil
  }

  /// The number of choices a host offers: the actions, and the host's Cancel where it adds one.
  package var choiceCount: Int {
    actions.count + (addsHostCancel ? 1 : 0)
  }

  /// The choice at `index` (`0..<choiceCount`): the actions in order, then the host's Cancel.
  package func choice(at index: Int) -> AlertChoice {
    guard index < actions.count else {
      return AlertChoice(
        title: "Cancel", role: .cancel, userNavigation: .dismissedAlert(alertID: id))
    }
    let action = actions[index]
    return AlertChoice(
      title: action.title, role: action.role,
      userNavigation: .choseAlertAction(actionID: action.id, alertID: id))
  }

  /// The choice a host selects first, so that confirming at once never destroys anything: the
  /// cancel action, else the host's Cancel, else the first action.
  package var safeChoiceIndex: Int {
    actions.firstIndex { $0.role == .cancel } ?? (addsHostCancel ? actions.count : 0)
  }
}
