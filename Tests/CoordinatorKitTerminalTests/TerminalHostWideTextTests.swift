import CoordinatorKit
import CoordinatorKitTerminal
import TerminalToolkit
import Testing

/// What the host draws is measured in terminal columns: wide characters in the link field, the
/// titles, alerts, messages and the key bar take the room they take on screen.
@MainActor
@Suite("Terminal host: text in terminal columns")
struct TerminalHostWideTextTests {
  private func makeHost(
    _ navigator: Navigator<String>, keyHints: [KeyHint] = []
  ) -> TerminalHost<String> {
    let host = TerminalHost(
      navigator: navigator, animatesTransitions: false,
      makeScreen: { TitledScreen($0.route, keyHints: keyHints) }, openLink: { _ in nil })
    host.appKeyHints = [KeyHint("t", "Inspector"), KeyHint("q", "Quit")]
    return host
  }

  private func type(_ text: String, into host: TerminalHost<String>) {
    for character in text {
      host.handle(.character(character))
    }
  }

  /// How many cells of `frame` show the link field's cursor.
  private func cursors(in frame: CellBuffer) -> Int {
    frame.lines.map { $0.filter { $0 == "█" }.count }.reduce(0, +)
  }

  @Test func theLinkFieldKeepsItsCursorAfterTheTextAndBackspaceRemovesACharacter() {
    let host = makeHost(Navigator(root: "home"))
    let size = TerminalSize(columns: 40, rows: 6)
    host.beginLinkEntry()
    type("abc漢字", into: host)
    var frame = host.frame(size: size)
    #expect(frame.lines.last == " Go to link: abc漢字█")
    #expect(frame[20, 5].character == "█", "the cursor where the text ends, in columns")

    for _ in 0..<3 {
      host.handle(.backspace)
    }
    frame = host.frame(size: size)
    #expect(frame.lines.last == " Go to link: ab█")
    #expect(cursors(in: frame) == 1)

    // A combining accent typed after its letter is one character with it.
    type("e\u{301}", into: host)
    #expect(host.frame(size: size).lines.last == " Go to link: abe\u{301}█")
    host.handle(.backspace)
    #expect(host.frame(size: size).lines.last == " Go to link: ab█")
  }

  @Test(
    "A link wider than the field scrolls: its end and the cursor stay in the row",
    arguments: [40, 41])
  func theLinkFieldScrollsRatherThanWraps(columns: Int) {
    let host = makeHost(Navigator(root: "home"))
    let size = TerminalSize(columns: columns, rows: 6)
    host.beginLinkEntry()
    type("abc" + String(repeating: "😀", count: 30) + "漢", into: host)
    let frame = host.frame(size: size)
    let row = frame.lines[5]
    // 13 columns of label, 26 for the text, the cursor in the last column of the 40.
    #expect(row == " Go to link: " + String(repeating: "😀", count: 12) + "漢█")
    #expect(frame[39, 5].character == "█")
    #expect(cursors(in: frame) == 1)
    #expect(frame.lines.dropLast().allSatisfy { !$0.contains("😀") }, "nothing on another row")
  }

  @Test func titlesAndBackLabelsAreMeasuredInColumns() throws {
    let navigator = Navigator(root: "前の画面です")
    try navigator.push("漢字漢字")
    let host = makeHost(navigator)
    let frame = host.frame(size: TerminalSize(columns: 30, rows: 6))
    // The title centred by its 8 columns; the back label cut to the 9 columns left of it.
    #expect(frame.lines[0] == " ‹ 前の画… 漢字漢字")
  }

  @Test func anAlertBoxIsAsWideAsItsTitleIsOnScreen() throws {
    let navigator = Navigator(root: "home")
    let host = makeHost(navigator)
    let title = "この下書きを削除してもよろしいですか"
    try navigator.showAlert(
      try AlertState(
        title: title, actions: [AlertAction("取消", role: .cancel), AlertAction("削除")]))
    let frame = host.frame(size: TerminalSize(columns: 60, rows: 12))
    let row = try #require(frame.lines.first { $0.contains("この") })
    // 36 columns of title, the box 6 wider: the whole title, centred between the borders.
    #expect(row.drop { $0 == " " } == "│  " + title + "  │", "\(frame.lines)")
    #expect(frame.plainText.contains("[ 取消 ]   削除"))
  }

  @Test func aMessageWrapsAtColumns() {
    let host = makeHost(Navigator(root: "home"))
    host.message = String(repeating: "漢", count: 50)
    let frame = host.frame(size: TerminalSize(columns: 30, rows: 8))
    let fourteen = String(repeating: "漢", count: 14)
    #expect(
      Array(frame.lines.suffix(3)) == [
        " " + fourteen, " " + fourteen, " " + String(repeating: "漢", count: 13) + "…",
      ])
  }

  @Test func keyHintsThatDoNotFitGiveWayByTheirWidthOnScreen() {
    let host = makeHost(Navigator(root: "home"), keyHints: [KeyHint("x", "漢字漢字漢字漢字")])
    let frame = host.frame(size: TerminalSize(columns: 40, rows: 6))
    #expect(frame.lines.last == String(repeating: " ", count: 19) + "t Inspector  q Quit")
    let wide = host.frame(size: TerminalSize(columns: 60, rows: 6))
    #expect(wide.lines.last?.hasPrefix(" x 漢字漢字漢字漢字  ") == true)
  }
}
