import CoordinatorKit
import Testing

/// What every host offers for a question: its actions, then a Cancel of the host's for a
/// dialog without a cancel action; and the choice selected first never destroys anything.
@Suite("Alert choices")
struct AlertChoiceTests {
  @Test func aDialogWithoutACancelActionGetsTheHostsCancelWhichDismissesIt() throws {
    let dialog = try AlertState.confirmationDialog(
      title: "Delete draft?", actions: [AlertAction("Delete", role: .destructive)])
    #expect(dialog.addsHostCancel)
    #expect(dialog.choiceCount == 2)
    #expect(
      dialog.choice(at: 0).userNavigation
        == .choseAlertAction(actionID: "Delete", alertID: dialog.id))
    #expect(dialog.choice(at: 1).title == "Cancel" && dialog.choice(at: 1).role == .cancel)
    #expect(dialog.choice(at: 1).userNavigation == .dismissedAlert(alertID: dialog.id))
    #expect(dialog.safeChoiceIndex == 1, "the host's Cancel, not Delete")
  }

  @Test func aQuestionWithACancelActionStartsOnItAndGetsNoOtherCancel() throws {
    let dialog = try AlertState.confirmationDialog(
      title: "Discard changes?",
      actions: [AlertAction("Discard", role: .destructive), AlertAction("Keep", role: .cancel)])
    #expect(!dialog.addsHostCancel && dialog.choiceCount == 2)
    #expect(dialog.safeChoiceIndex == 1)
  }

  @Test func anAlertGetsNoHostCancel() throws {
    let alert = try AlertState(
      title: "Delete?", actions: [AlertAction("Delete", role: .destructive)])
    #expect(!alert.addsHostCancel && alert.choiceCount == 1)
    #expect(alert.safeChoiceIndex == 0)
  }
}
