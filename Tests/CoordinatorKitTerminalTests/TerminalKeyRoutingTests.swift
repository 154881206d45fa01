import CoordinatorKit
import Testing

@testable import CoordinatorKitTerminal

/// What receives a key, and which column of a split view has it: decisions the terminal host
/// takes on the displayed state and the width of its area alone, tested here without drawing.
@MainActor
@Suite("Terminal key routing")
struct TerminalKeyRoutingTests {
  let navigator = Navigator(root: "mailboxes")

  private func receiver(width: Int, chosenColumn: Int = 0) -> TerminalHost<String>.KeyReceiver {
    TerminalHost.keyReceiver(on: navigator.state, width: width, chosenColumn: chosenColumn)
  }

  /// The column that receives the keys, when a split view's column does.
  private func column(_ receiver: TerminalHost<String>.KeyReceiver) -> Int? {
    guard case .column(let focus, _) = receiver else { return nil }
    return focus
  }

  /// The route of the top screen, when the top screen receives the keys.
  private func topScreen(_ receiver: TerminalHost<String>.KeyReceiver) -> String? {
    guard case .topScreen(let screen) = receiver else { return nil }
    return screen.route
  }

  /// The question on screen receives every key, over a split view's columns too.
  @Test func aQuestionReceivesTheKeysOverEverything() throws {
    try navigator.update {
      $0.setSplitLayout(.twoColumns)
      try $0.replacePushes(after: $0.root.id, with: ["message"])
    }
    let alert = try AlertState(title: "Delete?", actions: [AlertAction("OK")])
    try navigator.showAlert(alert) { _ in }
    guard case .question(let question) = receiver(width: 120, chosenColumn: 1) else {
      Issue.record("the question did not receive the keys")
      return
    }
    #expect(question.id == alert.id)
  }

  /// Where a split view's columns show side by side, the chosen column receives the keys, or
  /// the nearest before it that shows a screen; a narrower area shows the same stack collapsed,
  /// and its top screen receives them.
  @Test func theChosenColumnReceivesTheKeysWhereTheColumnsShow() throws {
    try navigator.update { $0.setSplitLayout(.twoColumns) }
    #expect(column(receiver(width: 96, chosenColumn: 1)) == 0, "the detail is empty")
    try navigator.update { try $0.replacePushes(after: $0.root.id, with: ["message"]) }
    #expect(column(receiver(width: 96, chosenColumn: 1)) == 1)
    #expect(column(receiver(width: 96, chosenColumn: 7)) == 1)
    #expect(column(receiver(width: 96, chosenColumn: -1)) == 0)
    #expect(topScreen(receiver(width: 95, chosenColumn: 1)) == "message")
  }

  /// A modal layer over a split view receives the keys, however wide the area.
  @Test func aSheetOverASplitViewReceivesTheKeys() throws {
    try navigator.update {
      $0.setSplitLayout(.twoColumns)
      try $0.replacePushes(after: $0.root.id, with: ["message"])
    }
    try navigator.present("editor", as: .sheet)
    #expect(topScreen(receiver(width: 200, chosenColumn: 1)) == "editor")
  }

  /// Tab moves round the columns that show a screen, Esc to the one before; only the detail
  /// column, with a screen pushed on its first, goes back inside.
  @Test func tabAndEscMoveBetweenTheColumnsThatShowAScreen() throws {
    try navigator.update {
      $0.setSplitLayout(.threeColumns)
      try $0.replacePushes(after: $0.root.id, with: ["inbox"])
    }
    var split = try #require(TerminalSplitView(navigator.state, width: 120))
    #expect(split.columns.map { $0.map(\.route) } == [["mailboxes"], ["inbox"], []])
    #expect(split.column(after: 0) == 1)
    #expect(split.column(after: 1) == 0, "the empty detail is skipped")
    #expect(split.focus(from: 2) == 1)
    #expect(split.column(before: 1) == 0 && split.column(before: 0) == nil)
    #expect(!split.goesBackInside(1))

    try navigator.update { try $0.push("message") }
    split = try #require(TerminalSplitView(navigator.state, width: 120))
    #expect(split.column(after: 1) == 2 && split.column(after: 2) == 0)
    #expect(!split.goesBackInside(2), "the detail's first screen has no back")

    try navigator.update { try $0.push("attachment") }
    split = try #require(TerminalSplitView(navigator.state, width: 120))
    #expect(split.goesBackInside(2))
    #expect(TerminalSplitView(navigator.state, width: 119) == nil, "too narrow for three")
  }
}
