import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitUIKit

/// A dismissal call on a controller that presents nothing is done already: UIKit
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

/// An action sheet the user dismisses without a button (a tap outside its popover) goes without
/// a choice, whatever its actions: every action sheet has a cancel action (its own, or the
/// host's Cancel), so the engine answers it (its cancel action, or none) and never keeps an alert
/// UIKit no longer shows. Found by the random test on the UIKit model.
@MainActor
@Suite("UIKit alerts dismissed without a button")
struct UIKitAlertDismissalTests {
  @Test func anActionSheetTappedOutsideGoesWithoutAChoice() throws {
    for actions in [
      [AlertAction("OK")], [AlertAction("Delete"), AlertAction("Keep", role: .cancel)],
      [AlertAction("Archive"), AlertAction("Trash")],
    ] {
      let alert = try AlertState(title: "Move", actions: actions, presentation: .confirmationDialog)
      let navigator = try attachedNavigator("P2", capabilities: .uiKit)
      var answers: [String?] = []
      try navigator.showAlert(alert) { answers.append($0?.id) }
      showAllSteps(navigator)
      let projection = UIKitNavigationProjection(navigator.hosting.displayedState)
      #expect(projection.allowsUserDismissal(ofAlert: alert.id))
      #expect(!projection.allowsUserDismissal(ofAlert: AlertID()))
      let event = try #require(projection.userNavigation(for: .alertDismissed(alertID: alert.id)))
      #expect(event == .dismissedAlert(alertID: alert.id))
      try navigator.userDidNavigate(event)
      #expect(answers == [alert.dismissalAction?.id], "its cancel action, or none")
      #expect(navigator.state.alert == nil)
    }
  }

  @Test func anActionSheetWithoutACancelActionGetsTheHostsCancel() throws {
    let alert = try AlertState(
      title: "Move", actions: [AlertAction("Archive"), AlertAction("Trash")],
      presentation: .confirmationDialog)
    let buttons = UIKitAlertButton.buttons(for: alert)
    #expect(buttons.map(\.title) == ["Archive", "Trash", "Cancel"])
    #expect(buttons.last?.event == .alertDismissed(alertID: alert.id))
  }
}
