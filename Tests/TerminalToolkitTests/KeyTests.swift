import TerminalToolkit
import Testing

@Suite struct KeyTests {
  @Test(arguments: [
    ("Up", Key.up), ("Down", .down), ("Left", .left), ("Right", .right), ("Enter", .enter),
    ("Esc", .escape), ("Space", .space), ("Tab", .tab), ("Backspace", .backspace),
    ("CtrlC", .controlC), ("CtrlD", .controlD),
  ])
  func namedKeyRoundTrips(name: String, key: Key) throws {
    #expect(try Key(name: name) == key)
    #expect(key.name == name)
  }

  @Test func singlePrintableCharacterStandsForItself() throws {
    #expect(try Key(name: "q") == .character("q"))
    #expect(try Key(name: "?") == .character("?"))
    #expect(try Key(name: "é") == .character("é"))
    #expect(try Key(name: " ") == .space)
    #expect(Key.character("q").name == "q")
  }

  @Test(arguments: ["Foo", "up", "ENTER", "", "\u{1}", "\n", "ab"])
  func badNameThrowsTheExactError(name: String) {
    #expect(throws: KeyNameError(name: name)) { try Key(name: name) }
  }

  @Test func errorDescriptionSaysWhatToUse() {
    #expect(
      KeyNameError(name: "Foo").description
        == "unknown key name \"Foo\": use a single printable character or one of "
        + "Up Down Left Right Enter Esc Space Tab Backspace")
  }

  @Test func scriptSplitsOnAnyWhitespace() throws {
    #expect(
      try Key.parseScript("  Down Down\tEnter\n q ") == [.down, .down, .enter, .character("q")])
    #expect(try Key.parseScript("") == [])
    #expect(throws: KeyNameError(name: "Jump")) { try Key.parseScript("Up Jump Down") }
  }

  @Test func bytesAreWhatATerminalSends() {
    #expect(Key.up.bytes == [0x1B, 0x5B, 0x41])
    #expect(Key.down.bytes == [0x1B, 0x5B, 0x42])
    #expect(Key.right.bytes == [0x1B, 0x5B, 0x43])
    #expect(Key.left.bytes == [0x1B, 0x5B, 0x44])
    #expect(Key.enter.bytes == [0x0D])
    #expect(Key.backspace.bytes == [0x7F])
    #expect(Key.escape.bytes == [0x1B])
    #expect(Key.tab.bytes == [0x09])
    #expect(Key.controlC.bytes == [0x03])
    #expect(Key.controlD.bytes == [0x04])
    #expect(Key.space.bytes == [0x20])
    #expect(Key.character("é").bytes == [0xC3, 0xA9])
  }

  @Test func decodingTheBytesOfEveryKeyGivesTheKeyBack() {
    let keys: [Key] = [
      .up, .down, .left, .right, .enter, .space, .tab, .backspace, .controlC, .controlD,
      .character("a"), .character("é"), .character("€"), .character("😀"), .escape,
    ]
    var decoder = KeyDecoder()
    let decoded = decoder.decode(keys.flatMap(\.bytes)) + decoder.flushPendingEscape()
    #expect(decoded == keys)
  }
}
