import TerminalTestSupport
import TerminalToolkit
import Testing

@Suite struct TerminalEmulatorTests {
  @Test func textCarriageReturnAndLineFeed() {
    var emulator = TerminalEmulator(columns: 10, rows: 3)
    emulator.feed("hello\r\nworld\rW")
    #expect(emulator.screenText == "hello\nWorld\n")
    #expect(emulator.row(1) == "World")
    #expect(emulator.bytesReceived == 14)
  }

  @Test func textWrapsAtTheRightEdgeUnlessAutowrapIsOff() {
    var emulator = TerminalEmulator(columns: 5, rows: 2)
    emulator.feed("abcde")
    #expect(emulator.rightEdgeOverflows == 0, "the last column is written, the cursor waits")
    emulator.feed("fg")
    #expect(emulator.screenText == "abcde\nfg")
    #expect(emulator.rightEdgeOverflows == 1)
    emulator.feed("hijk\u{1B}[?7llmnop")
    #expect(
      emulator.screenText == "fghij\nklmnp", "scrolled once, then the last column overwritten")
    #expect(!emulator.isAutowrapOn)
    #expect(emulator.rightEdgeOverflows == 3)
    #expect(emulator.scrolledLines == 1)
  }

  @Test func lineFeedAtTheBottomScrolls() {
    var emulator = TerminalEmulator(columns: 5, rows: 2)
    emulator.feed("one\r\ntwo\r\nthree")
    #expect(emulator.screenText == "two\nthree")
  }

  @Test func cursorPositioningAndMoves() {
    var emulator = TerminalEmulator(columns: 10, rows: 5)
    emulator.feed("\u{1B}[3;4Hx\u{1B}[Ay\u{1B}[2Bz\u{1B}[5Dw\u{1B}[2Cv\u{1B}[Hq\u{1B}[99;99fe")
    #expect(emulator.row(0) == "q")
    #expect(emulator.row(1) == "    y")
    #expect(emulator.row(2) == "   x")
    #expect(emulator.row(3) == " w  vz")
    #expect(emulator.row(4) == "         e")
    #expect(emulator.cursorPosition == (x: 10, y: 4))
  }

  @Test func backspaceAndTab() {
    var emulator = TerminalEmulator(columns: 20, rows: 1)
    emulator.feed("ab\u{8}c\td")
    #expect(emulator.row(0) == "ac      d")
  }

  @Test func eraseDisplayAndLine() {
    var emulator = TerminalEmulator(columns: 6, rows: 3)
    emulator.feed("aaaaaa\r\nbbbbbb\r\ncccccc")
    emulator.feed("\u{1B}[2;3H\u{1B}[K")
    #expect(emulator.screenText == "aaaaaa\nbb\ncccccc")
    emulator.feed("\u{1B}[1;4H\u{1B}[J")
    #expect(emulator.screenText == "aaa\n\n")
    emulator.feed("\u{1B}[2K\u{1B}[2J")
    #expect(emulator.screenText == "\n\n")
  }

  @Test func graphicRenditionTracksColoursAndBold() {
    var emulator = TerminalEmulator(columns: 10, rows: 1)
    emulator.feed("\u{1B}[1;38;2;10;20;30;48;2;40;50;60mA\u{1B}[22mB\u{1B}[0mC\u{1B}[31;38;5;200mD")
    let red = RGBColor(red: 10, green: 20, blue: 30)
    let blue = RGBColor(red: 40, green: 50, blue: 60)
    #expect(
      emulator.cell(x: 0, y: 0)
        == Cell(character: "A", foreground: red, background: blue, isBold: true))
    #expect(emulator.cell(x: 1, y: 0) == Cell(character: "B", foreground: red, background: blue))
    #expect(emulator.cell(x: 2, y: 0) == Cell(character: "C"))
    #expect(emulator.cell(x: 3, y: 0) == Cell(character: "D"))
  }

  @Test func alternateScreenKeepsTheMainScreen() {
    var emulator = TerminalEmulator(columns: 10, rows: 2)
    emulator.feed("shell$ ")
    emulator.feed("\u{1B}[?1049h\u{1B}[?25l")
    #expect(emulator.isAlternateScreenActive)
    #expect(!emulator.isCursorVisible)
    #expect(emulator.screenText == "\n")
    emulator.feed("\u{1B}[2;1Hfull")
    #expect(emulator.row(1) == "full")
    emulator.feed("\u{1B}[?25h\u{1B}[?1049l")
    #expect(!emulator.isAlternateScreenActive)
    #expect(emulator.isCursorVisible)
    #expect(emulator.screenText == "shell$\n")
    #expect(emulator.cursorPosition == (x: 7, y: 0))
    #expect(emulator.alternateScreenEntries == 1)
    #expect(emulator.alternateScreenExits == 1)
  }

  @Test func sequencesSplitAcrossChunksAndUnknownOnesAreSkipped() {
    var emulator = TerminalEmulator(columns: 20, rows: 2)
    let bytes = Array(
      "\u{1B}]0;window title\u{7}\u{1B}(B\u{1B}[>4;1m\u{1B}[?2004h\u{1B}[5;7rné€\u{1B}[2;2Hok".utf8)
    for byte in bytes {
      emulator.feed([byte])
    }
    #expect(emulator.screenText == "né€\n ok")
  }

  @Test func resizeKeepsTheTopLeft() {
    var emulator = TerminalEmulator(columns: 5, rows: 2)
    emulator.feed("abcde\r\nfghij")
    emulator.resize(columns: 3, rows: 3)
    #expect(emulator.screenText == "abc\nfgh\n")
    #expect(emulator.columns == 3 && emulator.rows == 3)
  }
}

/// The emulator lays wide characters and combining sequences out as a terminal does.
@Suite struct TerminalEmulatorWideCharacterTests {
  @Test func aWideCharacterCoversTwoCellsAndMovesTheCursorTwo() {
    var emulator = TerminalEmulator(columns: 6, rows: 2)
    emulator.feed("a漢b")
    #expect(emulator.row(0) == "a漢b")
    #expect(emulator.cursorPosition.x == 4)
    #expect(emulator.cell(x: 1, y: 0).width == 2 && emulator.cell(x: 2, y: 0).width == 0)
    emulator.feed("\u{1B}[1;3Hx")
    #expect(emulator.row(0) == "a xb", "writing over half of it blanks the other half")
  }

  @Test func marksJoinersAndSelectorsJoinTheCharacterBeforeTheCursor() {
    var emulator = TerminalEmulator(columns: 8, rows: 1)
    emulator.feed("e\u{301}x❤\u{FE0F}y🇫🇷")
    #expect(emulator.row(0) == "e\u{301}x❤\u{FE0F}y🇫🇷")
    #expect(emulator.cursorPosition.x == 7, "é 1, x 1, ❤️ 2, y 1, the flag 2")
    #expect(emulator.cell(x: 2, y: 0).width == 2)
    #expect(emulator.cell(x: 5, y: 0).width == 2)
  }

  @Test func aWideCharacterInTheLastColumnWraps() {
    var emulator = TerminalEmulator(columns: 5, rows: 2)
    emulator.feed("abcd漢")
    #expect(emulator.screenText == "abcd\n漢")
    #expect(emulator.rightEdgeOverflows == 1)
    #expect(emulator.scrolledLines == 0)
  }
}
