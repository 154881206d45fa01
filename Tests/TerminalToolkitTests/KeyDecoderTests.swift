import TerminalToolkit
import Testing

@Suite struct KeyDecoderTests {
  @Test func severalKeysInOneRead() {
    var decoder = KeyDecoder()
    let bytes: [UInt8] = [0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x0D]
    #expect(decoder.decode(bytes) == [.up, .down, .enter])
    #expect(!decoder.hasPendingBytes)
  }

  @Test func sequenceSplitAcrossTwoReads() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x71, 0x1B, 0x5B]) == [.character("q")])
    #expect(decoder.hasPendingEscape)
    #expect(decoder.decode([0x43, 0x20]) == [.right, .space])
    #expect(!decoder.hasPendingBytes)
  }

  @Test func sequenceSplitAfterEveryByte() {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for byte in [0x1B, 0x4F, 0x44, 0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x41] as [UInt8] {
      keys += decoder.decode([byte])
    }
    #expect(keys == [.left, .up])
  }

  @Test func loneEscapeStaysPendingUntilFlushed() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.hasPendingEscape)
    #expect(decoder.flushPendingEscape() == [.escape])
    #expect(!decoder.hasPendingBytes)
    #expect(decoder.flushPendingEscape() == [])
  }

  @Test func unfinishedSequenceFlushesAsEscapeAndCharacter() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x5B]) == [])
    #expect(decoder.flushPendingEscape() == [.escape, .character("[")])
  }

  @Test func doubleEscapeGivesOneEscapeThenContinues() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x1B, 0x5B, 0x41]) == [.escape, .up])
    #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
    #expect(decoder.flushPendingEscape() == [.escape])
  }

  @Test func escapeBeforeAPlainKeyIsAnEscapeKey() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x71]) == [.escape, .character("q")])
  }

  @Test func controlBytes() {
    var decoder = KeyDecoder()
    let bytes: [UInt8] = [0x0D, 0x0A, 0x7F, 0x08, 0x03, 0x04, 0x09, 0x20, 0x01, 0x00]
    #expect(
      decoder.decode(bytes) == [
        .enter, .enter, .backspace, .backspace, .controlC, .controlD, .tab, .space,
      ])
  }

  @Test func unknownControlSequencesAreConsumedAndIgnored() {
    var decoder = KeyDecoder()
    // F5 (`ESC [ 1 5 ~`), a private query reply, then `x`.
    let bytes = Array("\u{1B}[15~\u{1B}[?1;2cx".utf8)
    #expect(decoder.decode(bytes) == [.character("x")])
    #expect(!decoder.hasPendingBytes)
  }

  @Test func multiByteCharactersEvenWhenSplit() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("é€".utf8)) == [.character("é"), .character("€")])
    let smile = Array("😀".utf8)
    #expect(decoder.decode(smile[0..<2]) == [])
    #expect(decoder.hasPendingBytes)
    #expect(!decoder.hasPendingEscape)
    #expect(decoder.decode(smile[2...]) == [.character("😀")])
  }

  @Test func aRunawaySequenceGivesTheSameKeysHoweverTheInputIsSplit() {
    // `ESC [` then 100 parameter bytes and a final `A`: dropped after 64 bytes either way.
    let bytes = [0x1B, 0x5B] + Array(repeating: UInt8(ascii: "1"), count: 100) + [0x41, 0x71]
    var whole = KeyDecoder()
    let expected = whole.decode(bytes)
    #expect(expected.last == .character("q"))
    for split in 1..<bytes.count {
      var decoder = KeyDecoder()
      let keys = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
      #expect(keys == expected, "split at \(split)")
    }
  }

  @Test func everyKeyDecodesFromItsOwnBytes() {
    let keys: [Key] = [
      .character("a"), .character("é"), .character("😀"), .up, .down, .left, .right, .enter,
      .space, .tab, .backspace, .controlC, .controlD,
    ]
    for key in keys {
      var decoder = KeyDecoder()
      #expect(decoder.decode(key.bytes) == [key])
    }
    var decoder = KeyDecoder()
    #expect(decoder.decode(Key.escape.bytes) + decoder.flushPendingEscape() == [.escape])
  }

  @Test func invalidUTF8IsDropped() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xFF, 0xC3, 0x41, 0x80, 0x62]) == [.character("A"), .character("b")])
    #expect(!decoder.hasPendingBytes)
  }
}
