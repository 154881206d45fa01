import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitUIKit

/// How the UIKit host shows a question: an alert as `.alert`, a confirmation dialog as
/// `.actionSheet` anchored at the bottom centre of the presenting view (UIKit raises an exception
/// for an action sheet's popover without an anchor on an iPad).
@Suite("UIKit alert controller style")
struct UIKitAlertControllerStyleTests {
  @Test func eachPresentationHasItsStyleAndOnlyAnActionSheetNeedsAnAnchor() {
    #expect(UIKitAlertControllerStyle(.alert) == .alert)
    #expect(UIKitAlertControllerStyle(.confirmationDialog) == .actionSheet)
    #expect(!UIKitAlertControllerStyle.alert.needsPopoverAnchor)
    #expect(UIKitAlertControllerStyle.actionSheet.needsPopoverAnchor)
    // Every presentation the engine knows has a style.
    #expect(Set(AlertPresentation.allCases.map(UIKitAlertControllerStyle.init)).count == 2)
  }

  /// An action sheet without a cancel action gets a Cancel of the host's, as SwiftUI gives a
  /// confirmation dialog: on iPad UIKit hides it and runs it when the user taps outside the
  /// popover; without it, that tap would dismiss the sheet with no handler, and the question
  /// would stay in the state while nothing shows it. Either way it answers no action, never the
  /// sheet's only action.
  @MainActor @Test func anActionSheetWithoutACancelActionGetsTheHostsCancelWhichAnswersNoAction()
    throws
  {
    let delete = try AlertState.confirmationDialog(
      title: "Delete draft?", actions: [AlertAction("Delete", role: .destructive)])
    let chosen = UIKitHostEvent.alertActionChosen(actionID: "Delete", alertID: delete.id)
    #expect(
      UIKitAlertButton.buttons(for: delete) == [
        UIKitAlertButton(title: "Delete", role: .destructive, event: chosen),
        UIKitAlertButton(
          title: "Cancel", role: .cancel, event: .alertDismissed(alertID: delete.id)),
      ])
    let withCancel = try AlertState.confirmationDialog(
      title: "Delete draft?",
      actions: [AlertAction("Delete", role: .destructive), AlertAction("Keep", role: .cancel)])
    #expect(UIKitAlertButton.buttons(for: withCancel).map(\.title) == ["Delete", "Keep"])
    let alert = try AlertState(title: "Delete?", actions: [AlertAction("Delete")])
    #expect(UIKitAlertButton.buttons(for: alert).map(\.title) == ["Delete"], "an alert gets none")

    let navigator = try attachedNavigator("P2", capabilities: .uiKit)
    var answers: [String] = []
    try navigator.showAlert(delete) { answers.append($0?.id ?? "none") }
    showAllSteps(navigator)
    let event = UIKitHostEvent.alertDismissed(alertID: delete.id)
    let meaning = UIKitNavigationProjection(navigator.hosting.displayedState).userNavigation(
      for: event)
    #expect(meaning == .dismissedAlert(alertID: delete.id))
    try report(meaning, to: navigator)
    #expect(answers == ["none"])
    #expect(navigator.state.alert == nil)
  }

  @Test func anActionSheetPointsAtTheMiddleOfTheBottomEdge() {
    #expect(
      UIKitPopoverAnchor.actionSheet(width: 768, height: 1024)
        == UIKitPopoverAnchor(x: 384, y: 1024, width: 0, height: 0))
  }
}
