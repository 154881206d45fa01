import Foundation
import TerminalTestSupport
import TerminalToolkit
import Testing

/// Wide characters typed into the interactive demo's link field, on a pseudo-terminal: every
/// frame the terminal shows is the frame the program drew (the same as a script's), with one
/// cursor, and no row ever wraps or scrolls, up to the message that names the link.
@Suite("Wide characters in the demo's link field", TestEnvironment.demoTimeLimit)
struct WideCharacterTypingTests {
  @Test func typingCJKAndEmojiIntoTheLinkFieldNeverScramblesTheScreen() throws {
    let demo = try InteractiveDemo(["rainbow", "--no-animation"])
    try demo.waitFor("Index 0", "g Link")
    try demo.press(.character("g"))
    try demo.waitFor("Go to link: █")

    var keys = "g"
    func expectTheDrawnFrame(after typed: String, _ expectedField: String) throws {
      keys += " " + typed
      try demo.waitForScreen(equalTo: try DemoExecutable.screen("rainbow", keys))
      let screen = demo.screen
      #expect(screen.keyBar == " Go to link: " + expectedField + "█")
      let cursorColumn = " Go to link: ".count + expectedField.terminalWidth
      #expect(demo.emulator.cell(x: cursorColumn, y: 23).character == "█", "in its column")
      #expect(screen.lines.map { $0.filter { $0 == "█" }.count }.reduce(0, +) == 1, "one cursor")
      #expect(screen.rowCount(containing: "Index 0") == 1, "no duplicated row:\n\(screen)")
      #expect(demo.emulator.rightEdgeOverflows == 0, "nothing written past the right edge")
      #expect(demo.emulator.scrolledLines == 0, "the screen never scrolled")
    }

    try demo.type("abc漢字")
    try expectTheDrawnFrame(after: "a b c 漢 字", "abc漢字")
    try demo.press(.backspace, .backspace, .backspace)
    try expectTheDrawnFrame(after: "Backspace Backspace Backspace", "ab")

    // Wider than the field: it scrolls, the end of the text and the cursor stay in the row.
    let emoji = String(repeating: "😀", count: 40)
    try demo.type(emoji)
    try expectTheDrawnFrame(
      after: emoji.map(String.init).joined(separator: " "), String(repeating: "😀", count: 33))
    // An odd column left over: the emoji that does not fit whole is left out.
    try demo.press(.backspace)
    try demo.type("x")
    try expectTheDrawnFrame(after: "Backspace x", String(repeating: "😀", count: 32) + "x")

    // Enter: the message naming the link wraps at columns over the rows above the key bar.
    try demo.press(.enter)
    keys += " Enter"
    try demo.waitForScreen(equalTo: try DemoExecutable.screen("rainbow", keys))
    #expect(!demo.screen.contains("Go to link") && !demo.screen.contains("█"), "\(demo.screen)")
    #expect(demo.screen.rowCount(containing: "Index 0") == 1)
    #expect(demo.emulator.rightEdgeOverflows == 0)
    #expect(demo.emulator.scrolledLines == 0)
    try demo.quit()
  }
}
