import TerminalToolkit
import Testing

/// Wide characters in a buffer: two cells each, never split, never drawn in half.
@Suite struct CellBufferWideCharacterTests {
  /// The width of every cell of row `y`: 1, or 2 then 0 for a wide character.
  private func widths(_ buffer: CellBuffer, row y: Int = 0) -> [Int] {
    (0..<buffer.width).map { buffer[$0, y].width }
  }

  @Test func aWideCharacterCoversTwoCellsAndCountsTwoColumns() {
    var buffer = CellBuffer(width: 8, height: 1)
    #expect(buffer.write("a漢b", x: 1, y: 0) == 5)
    #expect(buffer.lines == [" a漢b"])
    #expect(widths(buffer) == [1, 1, 2, 0, 1, 1, 1, 1])
    #expect(buffer[2, 0].character == "漢")
  }

  @Test func aWideCharacterCutByTheRightEdgeIsASpaceInItsFirstColumn() {
    var buffer = CellBuffer(width: 5, height: 2)
    #expect(buffer.write("ab漢字", x: 0, y: 0) == 5, "the edge: the text reaches past it")
    #expect(buffer.lines == ["ab漢", ""])
    #expect(widths(buffer) == [1, 1, 2, 0, 1])
    let area = CellRect(x: 0, y: 1, width: 3, height: 1)
    buffer.fill(area, background: .blue)
    #expect(buffer.write("xy漢", x: 0, y: 1, foreground: .red, clippedTo: area) == 3)
    #expect(buffer.lines[1] == "xy")
    #expect(buffer[2, 1] == Cell(character: " ", foreground: .red, background: .blue))
    #expect(buffer[3, 1] == .blank, "nothing drawn outside the area")
  }

  @Test func aWideCharacterCutByTheLeftEdgeIsASpaceInItsSecondColumn() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.write("......", x: 0, y: 0)
    let area = CellRect(x: 2, y: 0, width: 3, height: 1)
    #expect(buffer.write("漢字", x: 1, y: 0, clippedTo: area) == 5)
    #expect(buffer.lines == [".. 字."])
    buffer.write("😀", x: -1, y: 0)
    #expect(buffer.lines == [" . 字."], "cut by the buffer's own edge too")
  }

  @Test func drawingOverHalfOfAWideCharacterBlanksTheOtherHalf() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.write("漢字", x: 0, y: 0, foreground: .yellow)
    buffer.write("x", x: 1, y: 0)
    buffer.write("y", x: 2, y: 0)
    #expect(buffer.lines == [" xy"])
    #expect(widths(buffer) == [1, 1, 1, 1, 1, 1])
    #expect(buffer[0, 0].foreground == .yellow, "the half left keeps its colours")

    buffer.write("漢字", x: 0, y: 0)
    buffer.write("😀", x: 1, y: 0)
    #expect(buffer.lines == [" 😀"])
    #expect(widths(buffer) == [1, 2, 0, 1, 1, 1])

    buffer.write("漢字", x: 0, y: 0)
    buffer.fill(CellRect(x: 1, y: 0, width: 2, height: 1), background: .red)
    #expect(buffer.lines == [""])
    #expect(widths(buffer) == [1, 1, 1, 1, 1, 1])
    #expect(buffer[3, 0].background == .black)
  }

  @Test func cellsSetOneByOneKeepWideCharactersWhole() {
    var buffer = CellBuffer(width: 4, height: 1)
    buffer[3, 0] = Cell(character: "漢")
    #expect(buffer[3, 0] == Cell(character: " "), "no room for the second column")
    buffer[1, 0] = Cell(character: "漢")
    #expect(widths(buffer) == [1, 2, 0, 1])
    buffer[0, 0] = buffer[2, 0]
    #expect(buffer[0, 0] == Cell(character: " "), "a continuation alone is a space")

    // Copying a row cell by cell from the left copies its wide characters.
    var source = CellBuffer(width: 6, height: 1)
    source.write("a漢b字", x: 0, y: 0, foreground: .green)
    var copy = CellBuffer(width: 6, height: 1)
    for x in 0..<6 {
      copy[x, 0] = source[x, 0]
    }
    #expect(copy == source)
  }

  @Test func centringCutsAndTitlesMeasureColumns() {
    var buffer = CellBuffer(width: 10, height: 4)
    buffer.writeCentered("漢字", y: 0)
    buffer.writeCentered("漢字漢字漢字", y: 1, in: CellRect(x: 0, y: 0, width: 5, height: 4))
    buffer.drawBox(CellRect(x: 0, y: 2, width: 10, height: 2), title: "漢字漢字漢字")
    #expect(buffer.lines == ["   漢字", "漢字…", "┌ 漢字漢 ┐", "└────────┘"])
    #expect(CellBuffer.cut("漢字漢字", to: 5) == "漢字…")
    #expect(CellBuffer.cut("漢字漢字", to: 4) == "漢…")
    #expect(CellBuffer.cut("漢字", to: 4) == "漢字")
  }

  @Test func aCellStaysSixteenBytes() {
    // Which half of a wide character a cell holds fits in the padding of the colours and bold.
    #expect(MemoryLayout<Cell>.stride == 16)
  }

  @Test func aBufferFilledWithAWideCharacterHoldsPairs() {
    let buffer = CellBuffer(width: 5, height: 1, filledWith: Cell(character: "漢"))
    #expect(buffer.lines == ["漢漢"])
    #expect(widths(buffer) == [2, 0, 2, 0, 1])
  }
}
