import CoordinatorKitTerminal
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
    #expect(buffer.write("hello world", x: 2, y: 0) == 13)
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

  @Test func controlCharactersAreDrawnAsSpaces() {
    var buffer = CellBuffer(width: 5, height: 1)
    buffer.write("a\nb\u{1B}c", x: 0, y: 0)
    #expect(buffer.lines == ["a b c"])
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
    #expect(buffer.lines == ["    ab", "     xyz", "  too"])
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
