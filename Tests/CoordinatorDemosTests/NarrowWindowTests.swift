import Foundation
import Testing

/// Narrow and wide windows: the key bar drops hints by priority and never
/// draws one over another, a message too long for a row wraps (cut with an ellipsis past three
/// rows), and the inspector grows with the window.
@Suite("Narrow and wide windows", TestEnvironment.demoTimeLimit)
struct NarrowWindowTests {
  /// The hints the compose sheet can show, as the key bar writes them.
  private static let composeHints = [
    "w Write", "r Recipient", "s Send", "b Cancel", "g Link", "t Inspector", "q Quit",
  ]

  @Test func theKeyBarDropsHintsByPriorityAt40Columns() throws {
    let demo = try InteractiveDemo(["mail", "--no-animation"], columns: 40)
    try demo.waitFor("q Quit")
    try demo.press(.character("c"))
    try demo.waitFor("w Write")
    let bar = demo.emulator.row(demo.emulator.rows - 1)
    let shown = bar.split(separator: "  ", omittingEmptySubsequences: true)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    #expect(!shown.isEmpty)
    for hint in shown {
      #expect(
        Self.composeHints.contains(hint), "a whole hint, not two drawn over each other: \(bar)")
    }
    #expect(bar.hasSuffix("q Quit  ") || bar.hasSuffix("q Quit"), "Quit always shows: \(bar)")
    #expect(shown.first == "w Write", "the screen's first key comes first: \(bar)")
    try demo.quit()
  }

  @Test func aLongMessageWrapsAndNothingIsCutSilently() throws {
    let demo = try InteractiveDemo(["rainbow", "--no-animation"], columns: 40)
    try demo.waitFor("Index 0")
    try demo.press(.character("g"))
    try demo.type("coordinatorkit://rainbow/9")
    try demo.press(.enter)
    try demo.waitFor("index must be")
    let rows = (demo.emulator.rows - 4..<demo.emulator.rows).map { demo.emulator.row($0) }
    let text = rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    let message = "In \"rainbow/:index\", index must be 0 to 6, not \"9\"."
    #expect(text.hasSuffix(message) || text.contains("…"), "wrapped whole or cut with …:\n\(rows)")
    #expect(text.contains(message), "this one fits in three rows:\n\(rows.joined(separator: "\n"))")
    try demo.quit()
  }

  @Test func theInspectorGrowsWithTheWindow() throws {
    let demo = try InteractiveDemo(["rainbow", "--no-animation"], columns: 200)
    try demo.waitFor("Index 0")
    try demo.press(.character("t"))
    try demo.waitFor("Inspector", "Coordinators:")
    let top = demo.emulator.row(0)
    let corner = try #require(top.firstIndex(of: "┌"))
    #expect(top.distance(from: top.startIndex, to: corner) == 120, "80 of 200 columns: \(top)")
    try demo.quit()
  }
}
