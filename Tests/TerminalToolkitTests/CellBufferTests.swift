import TerminalToolkit
import Testing

@Suite struct CellBufferTests {
  @Test func newBufferIsBlank() {
    let buffer = CellBuffer(width: 4, height: 2)
    #expect(buffer[0, 0] == .blank)
    #expect(buffer.lines == ["", ""])
    #expect(buffer.plainText == "")
  }

  @Test func outOfRangeWritesAreIgnoredAndReadsAreBlank() {
    var buffer = CellBuffer(width: 3, height: 2)
    buffer[3, 0] = Cell(character: "x")
    buffer[-1, 1] = Cell(character: "x")
    buffer[0, 2] = Cell(character: "x")
    #expect(buffer == CellBuffer(width: 3, height: 2))
    #expect(buffer[99, 99] == .blank)
    buffer[2, 1] = Cell(character: "y")
    #expect(buffer[2, 1].character == "y")
  }

  @Test func writeClipsAtEveryEdge() {
    var buffer = CellBuffer(width: 5, height: 2)
    #expect(buffer.write("hello world", x: 2, y: 0) == 5, "counted up to the right edge")
    buffer.write("abc", x: -1, y: 1)
    buffer.write("zzz", x: 0, y: 2)
    #expect(buffer.lines == ["  hel", "bc"])
  }

  @Test func writeKeepsBackgroundWhenNil() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.fill(CellRect(x: 0, y: 0, width: 6, height: 1), background: .blue)
    buffer.write("ab", x: 1, y: 0, foreground: .yellow, bold: true)
    buffer.write("c", x: 3, y: 0, background: .red)
    #expect(
      buffer[1, 0] == Cell(character: "a", foreground: .yellow, background: .blue, isBold: true))
    #expect(buffer[3, 0] == Cell(character: "c", foreground: .white, background: .red))
    #expect(buffer[5, 0].background == .blue)
  }

  @Test func controlCharactersAreDrawnAsReplacementCharacters() {
    var buffer = CellBuffer(width: 5, height: 1)
    buffer.write("a\nb\u{1B}c", x: 0, y: 0)
    #expect(buffer.lines == ["a�b�c"])
  }

  @Test func fillIsClipped() {
    var buffer = CellBuffer(width: 3, height: 3)
    buffer.fill(CellRect(x: 1, y: 1, width: 10, height: 10), background: .red)
    #expect(buffer[0, 0].background == .black)
    #expect(buffer[2, 2].background == .red)
    #expect(buffer[1, 1].background == .red)
    #expect(buffer[0, 2].background == .black)
  }

  @Test func writeCenteredInBufferAndInRect() {
    var buffer = CellBuffer(width: 10, height: 3)
    buffer.writeCentered("ab", y: 0)
    buffer.writeCentered("xyz", y: 1, in: CellRect(x: 4, y: 0, width: 6, height: 3))
    buffer.writeCentered("too long text", y: 2, in: CellRect(x: 2, y: 0, width: 4, height: 3))
    #expect(buffer.lines == ["    ab", "     xyz", "  too…"])
  }

  @Test func drawBoxWithTitle() {
    var buffer = CellBuffer(width: 12, height: 4)
    buffer.drawBox(CellRect(x: 1, y: 0, width: 10, height: 4), title: "Menu", foreground: .cyan)
    #expect(
      buffer.lines == [
        " ┌ Menu ──┐",
        " │        │",
        " │        │",
        " └────────┘",
      ])
    #expect(buffer[1, 0].foreground == .cyan)
    #expect(buffer[3, 0].isBold)
  }

  @Test func drawBoxCutsLongTitlesAndClipsToTheBuffer() {
    var buffer = CellBuffer(width: 6, height: 2)
    buffer.drawBox(CellRect(x: 0, y: 0, width: 6, height: 3), title: "Settings")
    #expect(buffer.lines == ["┌ Set┐", "│    │"])
    var tiny = CellBuffer(width: 3, height: 3)
    tiny.drawBox(CellRect(x: 0, y: 0, width: 1, height: 3))
    #expect(tiny.plainText == "")
  }

  @Test func plainTextTrimsTrailingSpacesAndEmptyLines() {
    var buffer = CellBuffer(width: 8, height: 5)
    buffer.write("one  ", x: 0, y: 0)
    buffer.write("three", x: 2, y: 2)
    #expect(buffer.lines == ["one", "", "  three", "", ""])
    #expect(buffer.plainText == "one\n\n  three")
  }

  @Test func writeStopsAtTheRightEdgeAndReturnsWhereChainedWritesGo() {
    var buffer = CellBuffer(width: 10, height: 2)
    let area = CellRect(x: 2, y: 0, width: 5, height: 2)
    #expect(buffer.write("ab", x: 2, y: 0, clippedTo: area) == 4, "fits: after the text")
    #expect(buffer.write("cdefgh", x: 4, y: 0, clippedTo: area) == 7, "cut: the area's edge")
    #expect(buffer.write("zz", x: 8, y: 0, clippedTo: area) == 8, "starts past the edge")
    #expect(buffer.write("x", x: 7, y: 1, clippedTo: area) == 7)
    #expect(buffer.write("row outside", x: 0, y: 5) == 10, "measured as far as the edge")
    #expect(buffer.lines == ["  abcde", ""])
  }

  @Test func aHugeTextIsDrawnLikeItsVisiblePart() {
    let huge = String(repeating: "0123456789", count: 1_000_000)
    var drawn = CellBuffer(width: 30, height: 3)
    drawn.write(huge, x: 1, y: 0)
    drawn.writeCentered(huge, y: 1, in: CellRect(x: 5, y: 0, width: 10, height: 3))
    drawn.writeCentered(huge[...], y: 2)
    var expected = CellBuffer(width: 30, height: 3)
    expected.write(huge.prefix(29), x: 1, y: 0)
    expected.write("012345678…", x: 5, y: 1)
    expected.write(huge.prefix(29) + "…", x: 0, y: 2)
    #expect(drawn == expected)
  }

  @Test func cellsKeepCharactersOfUpToEightBytesAndNeverAControlCharacter() {
    let kept: [Character] = ["a", "é", "e\u{301}", "€", "│", "😀", "🇫🇷", "👍🏽"]
    for character in kept {
      #expect(Cell(character: character).character == character)
    }
    for control: Character in ["\u{1B}", "\n", "\r\n", "\u{7F}", "\u{85}", "\u{0}"] {
      #expect(
        Cell(character: control).character == "�", "control \(control.unicodeScalars.map(\.value))")
    }
    #expect(Cell(character: "👨‍👩‍👧‍👦").character == "👨", "longer than 8 UTF-8 bytes: what fits")
    var cell = Cell.blank
    cell.character = "€"
    #expect(cell == Cell(character: "€"))
    #expect(cell != Cell.blank)
  }

  @Test func drawBoxOfAHugeRectangleVisitsOnlyTheBuffer() {
    var buffer = CellBuffer(width: 4, height: 3)
    buffer.drawBox(CellRect(x: -1_000_000_000, y: 1, width: 2_000_000_000, height: 5))
    #expect(buffer.lines == ["", "────", ""])
  }

  @Test func rectGeometry() {
    let rect = CellRect(x: 2, y: 3, width: 4, height: 2)
    #expect(rect.maxX == 6 && rect.maxY == 5)
    #expect(rect.contains(x: 5, y: 4))
    #expect(!rect.contains(x: 6, y: 4))
    #expect(rect.insetBy(dx: 1, dy: 1) == CellRect(x: 3, y: 4, width: 2, height: 0))
    #expect(rect.insetBy(dx: 1, dy: 1).isEmpty)
    #expect(
      rect.intersection(CellRect(x: 0, y: 0, width: 3, height: 4))
        == CellRect(x: 2, y: 3, width: 1, height: 1))
    #expect(rect.intersection(CellRect(x: 10, y: 10, width: 1, height: 1)).isEmpty)
  }
}
