import TerminalToolkit
import Testing

/// Text measured in terminal columns, as the cells draw it.
@Suite struct TerminalWidthTests {
  @Test(
    "A character covers the columns its first scalar does, 2 for a flag or an emoji style",
    arguments: [
      ("a", 1), ("é", 1), ("e\u{301}", 1), ("€", 1), ("│", 1), ("…", 1), ("ｶ", 1), ("❤", 1),
      ("漢", 2), ("字", 2), ("가", 2), ("\u{3000}", 2), ("Ａ", 2), ("😀", 2), ("👍🏽", 2),
      ("❤️", 2), ("#️⃣", 2), ("🇫🇷", 2), ("👨‍👩‍👧", 2), ("🏳️‍🌈", 2), ("\u{1100}\u{1161}", 2),
      ("\u{20000}", 2), ("\u{1FAE8}", 2),
    ] as [(Character, Int)])
  func characterWidth(character: Character, width: Int) {
    #expect(character.terminalWidth == width)
    #expect(Cell(character: character).width == width)
  }

  @Test(
    "What cannot be shown as itself is one replacement character",
    arguments: [
      "\u{0}", "\u{7}", "\u{8}", "\t", "\n", "\r\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}",
      "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{200E}", "\u{301}", "\u{200D}",
      "\u{FE0F}", "\u{200B}", "\u{AD}", "🏽", "🇫", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{600}",
      "\u{D4E}", "\u{E33}", "\u{93F}",
    ] as [Character])
  func unshowableCharacters(character: Character) {
    #expect(Cell(character: character).character == "\u{FFFD}")
    #expect(character.terminalWidth == 1)
  }

  @Test func aCharacterTooLongForACellShowsWhatFitsAtTheSameWidth() {
    #expect(Cell(character: "👨‍👩‍👧‍👦").character == "👨", "without the joiner after it")
    #expect(Cell(character: "🏳️‍🌈").character == "🏳️")
    #expect(Cell(character: "🏴󠁧󠁢󠁳󠁣󠁴󠁿").character == "🏴")
    #expect(Cell(character: "👍🏽").character == "👍🏽", "eight bytes fit")
  }

  @Test func noTwoCellsJoinIntoOneCharacter() {
    // Drawn side by side, two cells must stay two characters in a terminal that joins clusters.
    let samples: [Character] = [
      "a", "e\u{301}", "漢", "😀", "❤️", "🇫🇷", "🇫", "🇷", "\u{1100}", "가", "\u{1161}", "\u{600}",
      "\u{301}", "\u{200D}", "👨‍👩‍👧", "🏽", "👍", "\u{E33}", "\u{AD}", " ",
    ]
    for left in samples {
      for right in samples {
        let drawn =
          String(Cell(character: left).character) + String(Cell(character: right).character)
        #expect(
          drawn.count == 2,
          "\(left.unicodeScalars.map(\.value)) \(right.unicodeScalars.map(\.value))")
      }
    }
  }

  @Test func textWidthAndCutsKeepWideCharactersWhole() {
    let text = "ab漢字"
    #expect(text.terminalWidth == 6)
    #expect(text.terminalWidth(upTo: 3) > 3)
    #expect(text.terminalWidth(upTo: 6) == 6)
    #expect(text.prefix(terminalWidth: 4) == "ab漢")
    #expect(text.prefix(terminalWidth: 3) == "ab", "a wide character that does not fit is left out")
    #expect(text.prefix(terminalWidth: 0) == "")
    #expect(text.suffix(terminalWidth: 3) == "字")
    #expect(text.suffix(terminalWidth: 5) == "b漢字")
    #expect(text.suffix(terminalWidth: 99) == text)
    #expect("\u{1B}[2J".terminalWidth == 4, "an escape is one replacement character")
  }

  @Test func aHugeTextIsMeasuredOnlyAsFarAsAsked() {
    let huge = String(repeating: "漢", count: 1_000_000)
    #expect(huge.terminalWidth(upTo: 10) == 12)
    #expect(huge.prefix(terminalWidth: 7).count == 3)
    #expect(huge.suffix(terminalWidth: 7).count == 3)
  }
}
