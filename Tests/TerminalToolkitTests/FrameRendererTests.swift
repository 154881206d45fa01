import TerminalTestSupport
import TerminalToolkit
import Testing

@Suite struct FrameRendererTests {
  private func sampleFrame() -> CellBuffer {
    var frame = CellBuffer(width: 20, height: 6)
    frame.fill(CellRect(x: 0, y: 0, width: 20, height: 1), background: .blue)
    frame.write("Title", x: 1, y: 0, foreground: .yellow, bold: true)
    frame.drawBox(CellRect(x: 0, y: 1, width: 20, height: 5), title: "List", foreground: .cyan)
    frame.write("> first", x: 2, y: 2, foreground: .green)
    frame.write("  second", x: 2, y: 3)
    return frame
  }

  @Test func firstFrameClearsAndDrawsEverything() {
    var renderer = FrameRenderer()
    let output = renderer.render(sampleFrame())
    #expect(output.hasPrefix("\u{1B}[0m\u{1B}[2J"))
    #expect(output.contains("\u{1B}[1;1H"))
    #expect(output.contains("Title"))
    #expect(!output.contains("\n"))
    #expect(!output.contains("\r"))
  }

  @Test func bytesAreTheStringsUTF8AndCarryWideCharacters() {
    var frame = sampleFrame()
    frame.write("é€😀", x: 10, y: 4, foreground: .red)
    var forBytes = FrameRenderer()
    var forString = FrameRenderer()
    let bytes = forBytes.renderBytes(frame)
    #expect(bytes == Array(forString.render(frame).utf8))
    #expect(String(decoding: bytes, as: UTF8.self).contains("é€😀"))
    frame.write("x", x: 0, y: 5)
    #expect(forBytes.renderBytes(frame) == Array(forString.render(frame).utf8))
  }

  @Test func identicalFrameRendersNothing() {
    var renderer = FrameRenderer()
    _ = renderer.render(sampleFrame())
    #expect(renderer.render(sampleFrame()) == "")
  }

  @Test func oneChangedCellGivesAShortUpdate() {
    var renderer = FrameRenderer()
    var frame = sampleFrame()
    _ = renderer.render(frame)
    frame[5, 3] = Cell(character: "Z", foreground: .red)
    let output = renderer.render(frame)
    #expect(output.contains("Z"))
    #expect(output.contains("\u{1B}[4;6H"))
    #expect(!output.contains("\u{1B}[2J"))
    #expect(output.count < 60)
  }

  @Test func adjacentChangesAreOneRunWithOneCursorMove() {
    var renderer = FrameRenderer()
    var frame = sampleFrame()
    _ = renderer.render(frame)
    frame.write("> second", x: 2, y: 3, foreground: .green)
    frame.write("  first", x: 2, y: 2, foreground: .white)
    let output = renderer.render(frame)
    #expect(output.filter { $0 == "H" }.count == 2)  // One move per changed row.
    #expect(output.contains(">"))
    #expect(!output.contains("\u{1B}[2J"))
  }

  @Test func coloursAreSetOnlyWhenTheyChange() {
    var renderer = FrameRenderer()
    var frame = CellBuffer(width: 10, height: 1)
    frame.write("aaaa", x: 0, y: 0, foreground: .red)
    let output = renderer.render(frame)
    #expect(output.ranges(of: "38;2;220;50;47").count == 1)
    #expect(output.contains("aaaa"))
  }

  @Test func sizeChangeClearsAndRedraws() {
    var renderer = FrameRenderer()
    _ = renderer.render(sampleFrame())
    var larger = CellBuffer(width: 22, height: 6)
    larger.write("Title", x: 1, y: 0)
    let output = renderer.render(larger)
    #expect(output.contains("\u{1B}[2J"))
    #expect(output.contains("Title"))
  }

  @Test func invalidateForcesAFullRedraw() {
    var renderer = FrameRenderer()
    _ = renderer.render(sampleFrame())
    renderer.invalidate()
    let output = renderer.render(sampleFrame())
    #expect(output.hasPrefix("\u{1B}[0m\u{1B}[2J"))
    #expect(output.contains("first"))
  }

  @Test func roundTripThroughTheEmulator() {
    var renderer = FrameRenderer()
    var emulator = TerminalEmulator(columns: 20, rows: 6)
    var frame = sampleFrame()
    emulator.feed(renderer.render(frame))
    #expect(emulator.screen == frame)
    #expect(emulator.screen.plainText == frame.plainText)

    frame.write("> second", x: 2, y: 3, foreground: .green, bold: true)
    frame.write("  first ", x: 2, y: 2, foreground: .white)
    frame[19, 5] = Cell(character: "#", background: .magenta)
    emulator.feed(renderer.render(frame))
    #expect(emulator.screen == frame)
    #expect(emulator.row(3) == "│ > second         │")
    #expect(emulator.cell(x: 4, y: 3) == Cell(character: "s", foreground: .green, isBold: true))
  }

  @Test func roundTripOverAScreenThatHadOtherContent() {
    var renderer = FrameRenderer()
    var emulator = TerminalEmulator(columns: 20, rows: 6)
    emulator.feed("\u{1B}[31mnoise\r\nmore noise\u{1B}[48;2;1;2;3m")
    emulator.feed(renderer.render(sampleFrame()))
    #expect(emulator.screen == sampleFrame())
  }
}
