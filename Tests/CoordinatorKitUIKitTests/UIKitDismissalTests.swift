import CoordinatorKit
import CoordinatorKitUIKit
import NavigationTestSupport
import Testing

/// A dismissal call on a controller that presents nothing is done already (issue 46): UIKit
/// would dismiss that controller itself, or, at the base, never complete. The UIKit model's
/// HostDefects tests replay the ways it happens (an alert UIKit refused, one the user answered
/// while the app dismissed it).
@Suite("UIKit dismissals with nothing presented")
struct UIKitDismissalTests {
  @Test func aControllerThatPresentsNothingHasNothingToDismiss() {
    #expect(UIKitDismissal(presentsAController: true) == .dismiss)
    #expect(UIKitDismissal(presentsAController: false) == .nothingToDismiss)
  }

  /// An alert the user answered is being dismissed by UIKit: a second dismiss would be ignored
  /// and never complete, so the host waits for UIKit's.
  @Test func aControllerUIKitIsDismissingIsWaitedFor() {
    #expect(
      UIKitDismissal(presentsAController: true, presentedIsBeingDismissed: true)
        == .waitForUIKitsDismissal)
    #expect(
      UIKitDismissal(presentsAController: false, presentedIsBeingDismissed: true)
        == .nothingToDismiss)
  }
}

/// An alert the user dismisses without a button (a tap outside an action sheet's popover) is
/// answered by its dismissal action, and may be dismissed that way only when it has one, so the
/// engine never keeps an alert UIKit no longer shows (issue 46, found by the random test on the
/// UIKit model).
@MainActor
@Suite("UIKit alerts dismissed without a button")
struct UIKitAlertDismissalTests {
  @Test func anAlertWithACancelOrASingleActionIsAnsweredByIt() throws {
    for actions in [
      [AlertAction("OK")], [AlertAction("Delete"), AlertAction("Keep", role: .cancel)],
    ] {
      let alert = try AlertState(title: "Move", actions: actions, presentation: .confirmationDialog)
      let navigator = try attachedNavigator("P2", capabilities: .uiKit)
      try navigator.showAlert(alert)
      showAllSteps(navigator)
      let projection = UIKitNavigationProjection(navigator.hosting.displayedState)
      #expect(projection.allowsUserDismissal(ofAlert: alert.id))
      let answer = try #require(alert.dismissalAction)
      #expect(
        projection.userNavigation(for: .alertDismissedByUser(alertID: alert.id))
          == .choseAlertAction(actionID: answer.id, alertID: alert.id))
      #expect(!projection.allowsUserDismissal(ofAlert: AlertID()))
    }
  }

  @Test func anAlertWithSeveralActionsAndNoCancelCannotBeDismissedWithoutAButton() throws {
    let alert = try AlertState(
      title: "Move", actions: [AlertAction("Archive"), AlertAction("Trash")],
      presentation: .confirmationDialog)
    let navigator = try attachedNavigator("P2", capabilities: .uiKit)
    try navigator.showAlert(alert)
    showAllSteps(navigator)
    let projection = UIKitNavigationProjection(navigator.hosting.displayedState)
    #expect(!projection.allowsUserDismissal(ofAlert: alert.id))
    #expect(projection.userNavigation(for: .alertDismissedByUser(alertID: alert.id)) == nil)
  }
}
