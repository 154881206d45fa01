import CoordinatorKit
import Foundation
import NavigationTestSupport
import Testing

/// Confirmation dialogs are alerts shown another way: the same state, answers and
/// checks, saved with their presentation.
@Suite("Confirmation dialogs")
struct ConfirmationDialogTests {
  private func discardQuestion() throws -> AlertState {
    try AlertState.confirmationDialog(
      title: "Discard changes?", message: "The draft will be lost.",
      actions: [AlertAction("Discard", role: .destructive), AlertAction("Keep", role: .cancel)])
  }

  @Test func aDialogIsCheckedAsAnAlertIs() {
    #expect(throws: NavigationError.alertHasNoActions(title: "Empty?")) {
      try AlertState.confirmationDialog(title: "Empty?", actions: [])
    }
    #expect(throws: NavigationError.duplicateAlertAction(id: "Go", title: "Twice?")) {
      try AlertState.confirmationDialog(
        title: "Twice?", actions: [AlertAction("Go"), AlertAction("Go")])
    }
  }

  @Test func aDialogRoundTripsWithItsPresentationAndAnAlertSavesNone() throws {
    let dialog = try discardQuestion()
    #expect(dialog.presentation == .confirmationDialog)
    let object = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(dialog)) as? [String: Any])
    #expect(object["presentation"] as? String == "confirmationDialog")
    let decoded = try JSONDecoder().decode(AlertState.self, from: JSONEncoder().encode(dialog))
    #expect(decoded == dialog && decoded.presentation == .confirmationDialog)

    let alert = try AlertState(title: "Saved", actions: [AlertAction("OK")])
    let alertObject = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(alert)) as? [String: Any])
    #expect(alertObject["presentation"] == nil)
    #expect(try JSONDecoder().decode(AlertState.self, from: JSONEncoder().encode(alert)) == alert)
  }

  @Test func anUnknownPresentationIsADecodingErrorThatNamesTheKnownOnes() {
    let json = """
      {"id": "\(UUID().uuidString)", "title": "Which?", "actions": [{"id": "OK", "title": "OK",
       "role": "default"}], "presentation": "popover"}
      """
    #expect {
      try JSONDecoder().decode(AlertState.self, from: Data(json.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription.contains("Unknown alert presentation \"popover\"")
        && context.debugDescription.contains("\"alert\", \"confirmationDialog\"")
    }
  }

  @MainActor @Test func aDialogIsAnsweredByIdentityAndAStaleAnswerIsRefused() throws {
    let navigator = Navigator(root: "list")
    let dialog = try discardQuestion()
    var answers: [AlertAction?] = []
    try navigator.showAlert(dialog) { answers.append($0) }
    #expect(navigator.state.alert?.presentation == .confirmationDialog)
    #expect(
      navigator.state.treeDescription.hasSuffix("dialog \"Discard changes?\" [Discard, Keep]"))
    #expect(throws: NavigationError.self) {
      try navigator.userDidNavigate(.choseAlertAction(actionID: "Discard", alertID: AlertID()))
    }
    #expect(navigator.state.alert == dialog)
    try navigator.userDidNavigate(.choseAlertAction(actionID: "Keep", alertID: dialog.id))
    #expect(navigator.state.alert == nil)
    #expect(answers.map { $0?.id } == ["Keep"])
  }

  /// Dismissed without a choice (the Cancel SwiftUI adds to a dialog that has none, a tap outside
  /// it on iPad, Esc), a question answers its cancel action, or no action at all: never its only
  /// action, so "Delete draft?" with one destructive button deletes nothing when the user cancels.
  @Test func aQuestionDismissedWithoutAChoiceAnswersItsCancelActionOrNone() throws {
    let delete = try AlertState.confirmationDialog(
      title: "Delete draft?", actions: [AlertAction("Delete", role: .destructive)])
    #expect(delete.dismissalAction == nil)
    #expect(AlertState(title: "Saved").dismissalAction == nil, "an alert's only action neither")
    let either = try AlertState.confirmationDialog(
      title: "Move to?", actions: [AlertAction("Archive"), AlertAction("Trash")])
    #expect(either.dismissalAction == nil)
    #expect(try discardQuestion().dismissalAction == AlertAction("Keep", role: .cancel))
  }

  /// A host reports a question dismissed without a choice by its identity; the engine removes
  /// it and answers the cancel action, or `nil` (a refusal for one no longer displayed).
  @MainActor @Test func aDismissedQuestionGoesAndAnswersItsCancelActionOrNil() throws {
    let navigator = Navigator(root: "list")
    var answers: [String?] = []
    let delete = try AlertState.confirmationDialog(
      title: "Delete draft?", actions: [AlertAction("Delete", role: .destructive)])
    try navigator.showAlert(delete) { answers.append($0?.id ?? "none") }
    #expect(throws: NavigationError.self) {
      try navigator.userDidNavigate(.dismissedAlert(alertID: AlertID()))
    }
    #expect(navigator.state.alert == delete)
    try navigator.userDidNavigate(.dismissedAlert(alertID: delete.id))
    #expect(navigator.state.alert == nil)
    #expect(navigator.lastChange?.cause == .user(.dismissedAlert(alertID: delete.id)))

    let discard = try discardQuestion()
    try navigator.showAlert(discard) { answers.append($0?.id ?? "none") }
    try navigator.userDidNavigate(.dismissedAlert(alertID: discard.id))
    #expect(answers == ["none", "Keep"])
  }

  @Test func aPlanShowsAndRemovesADialogAsItDoesAnAlert() throws {
    let start = try state("P2")
    var target = start
    try target.showAlert(discardQuestion())
    let plan = TransitionPlan(from: start, to: target, capabilities: .oneAtATime)
    #expect(plan.map(\.action) == [.showAlert])
    #expect(plan.last?.state.alert?.presentation == .confirmationDialog)
    let back = TransitionPlan(from: target, to: start, capabilities: .oneAtATime)
    #expect(back.map(\.action) == [.removeAlert])
  }
}
