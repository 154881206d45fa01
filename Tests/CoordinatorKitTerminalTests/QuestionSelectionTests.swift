import CoordinatorKit
import TerminalToolkit
import Testing

@testable import CoordinatorKitTerminal

/// A screen with nothing on it that uses no key.
@MainActor
private final class BlankScreen: TerminalScreen {
  let title = "blank"
  let background = RGBColor.black
  let keyHints: [KeyHint] = []
  func draw(in canvas: inout CellBuffer, area: CellRect) {}
  func handle(_ key: Key) -> Bool { false }
}

/// Which choice of a question is selected: the safe one first, so that Enter never destroys
/// anything by default, and again whenever the question comes back.
@MainActor
@Suite("Terminal question selection")
struct QuestionSelectionTests {
  /// An alert whose cancel action comes second.
  private func discardAlert() throws -> AlertState {
    try AlertState(
      title: "Discard changes?",
      actions: [AlertAction("Discard", role: .destructive), AlertAction("Keep", role: .cancel)])
  }

  /// A dialog whose only action deletes.
  private func deleteDialog() throws -> AlertState {
    try AlertState.confirmationDialog(
      title: "Delete draft?", actions: [AlertAction("Delete", role: .destructive)])
  }

  /// A question starts on its cancel action, else on the host's Cancel of a dialog without one;
  /// the arrows move round its choices.
  @Test func aQuestionStartsOnItsSafeChoiceAndTheArrowsGoRound() throws {
    let discard = try discardAlert()
    let delete = try deleteDialog()
    var selection = QuestionSelection()
    #expect(selection.selectedIndex(in: discard) == 1)
    selection.selectNext(in: discard)
    #expect(selection.selectedIndex(in: discard) == 0, "after the last, the first")
    selection.selectPrevious(in: discard)
    #expect(selection.selectedIndex(in: discard) == 1, "before the first, the last")

    #expect(selection.selectedIndex(in: delete) == 1, "the host's Cancel, after Delete")
    selection.selectPrevious(in: delete)
    #expect(selection.selectedIndex(in: delete) == 0)
    #expect(selection.selectedIndex(in: discard) == 1, "another question starts on its own")
  }

  /// A question answered (or dismissed) and shown again starts on its safe choice again, not
  /// on the choice the user had moved to.
  @Test func aQuestionShownAgainStartsOnItsSafeChoiceAgain() throws {
    let delete = try deleteDialog()
    var selection = QuestionSelection()
    selection.selectPrevious(in: delete)
    #expect(selection.selectedIndex(in: delete) == 0)
    selection.forget()
    #expect(selection.selectedIndex(in: delete) == 1)
  }

  /// The user moves to Delete, then dismisses the dialog with Esc; the same dialog asked again
  /// starts on Cancel, so Enter at once deletes nothing.
  @Test func enterOnADialogAskedAgainAfterEscDeletesNothing() throws {
    let navigator = Navigator(root: "draft")
    let host = TerminalHost(
      navigator: navigator, animatesTransitions: false, makeScreen: { _ in BlankScreen() })
    let size = TerminalSize(columns: 60, rows: 20)
    let delete = try deleteDialog()
    var answers: [String?] = []
    try navigator.showAlert(delete) { answers.append($0?.id) }
    _ = host.frame(size: size)
    host.handle(.up)
    #expect(host.plainText(size: size).contains("[ Delete ]"))
    host.handle(.escape)
    #expect(answers == [nil])

    try navigator.showAlert(delete) { answers.append($0?.id) }
    #expect(host.plainText(size: size).contains("[ Cancel ]"))
    host.handle(.enter)
    #expect(answers == [nil, nil], "Enter deletes nothing")
  }
}
