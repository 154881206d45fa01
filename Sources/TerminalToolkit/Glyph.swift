/// How one character (a grapheme cluster) is shown in terminal cells: the UTF-8 bytes written
/// for it, packed as a ``Cell`` keeps them, and the columns it covers, 1 or 2.
///
/// A terminal draws a character as wide as its first scalar: 2 columns for East Asian Wide and
/// Fullwidth characters and emoji presentation (``WideCharacterTable``, and the standard
/// library's `isEmojiPresentation` for emoji newer than the table), 1 for the rest; the marks,
/// joiners and modifiers after it add nothing, but a variation selector 16 (`❤️`) or a second
/// regional indicator (a flag) makes it 2.
///
/// What cannot be shown as itself is shown as `�` (U+FFFD), one column, so that nothing drawn
/// moves the terminal's cursor differently from the cells: a control character (C0, DEL, C1,
/// and with it every escape sequence, whose `ESC` is one), a line or paragraph separator, a
/// bidirectional control; a character with nothing to carry it (a combining mark, joiner or
/// emoji modifier with no base before it); and a character the terminal would join to the one
/// drawn next to it (a lone regional indicator, a leading Hangul consonant, a prepended
/// concatenation mark). A character longer than a cell's 8 UTF-8 bytes (most emoji sequences
/// joined with U+200D) shows the leading part that fits, without a trailing joiner
/// (`👨‍👩‍👧` shows `👨`), or `�` when that part would be drawn at another width.
struct Glyph: Equatable, Sendable {
  /// The UTF-8 bytes, the first in the lowest byte.
  var packed: UInt64
  /// The columns covered: 1 or 2.
  var width: Int

  /// The replacement character `�` (EF BF BD), one column.
  static let replacement = Glyph(packed: 0xBD_BFEF, width: 1)
  /// A space.
  static let space = Glyph(packed: 0x20, width: 1)

  init(packed: UInt64, width: Int) {
    self.packed = packed
    self.width = width
  }

  /// The glyph `character` is shown as.
  @inline(__always)
  init(_ character: Character) {
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first {
      self = byte < 0x20 || byte == 0x7F ? .replacement : Glyph(packed: UInt64(byte), width: 1)
      return
    }
    self = Glyph(nonASCII: character)
  }

  private init(nonASCII character: Character) {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, !scalars.contains(where: Glyph.isUnsafe) else {
      self = .replacement
      return
    }
    if scalars.index(after: scalars.startIndex) == scalars.endIndex, Glyph.standsAlone(first) {
      self.init(packed: Glyph.pack([first]), width: Glyph.width(of: first))
      return
    }
    // What fits in a cell, never ending in a joiner (which would join the next cell's emoji)
    // or in part of a cut tag sequence (a subdivision flag's).
    var shown: [Unicode.Scalar] = []
    var bytes = 0
    for scalar in scalars {
      bytes += UTF8.width(scalar)
      guard bytes <= 8 else { break }
      shown.append(scalar)
    }
    let isCut = bytes > 8
    while let last = shown.last,
      last == "\u{200D}" || (isCut && (0xE0020...0xE007F).contains(last.value))
    {
      shown.removeLast()
    }
    let width = Glyph.receivedWidth(of: shown)
    guard width > 0, width == Glyph.receivedWidth(of: Array(scalars)),
      !Glyph.joinsNeighbours(String(String.UnicodeScalarView(shown)))
    else {
      self = .replacement
      return
    }
    self.init(packed: Glyph.pack(shown), width: width)
  }

  /// Whether a scalar must never reach the terminal: it moves the cursor, starts a sequence, or
  /// reorders the line.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: scalar.properties.isBidiControl
    }
  }

  /// Whether a single scalar is a character of its own that joins neither neighbour, which
  /// spares the general check for the letters, digits, punctuation and symbols drawn most.
  private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .decimalNumber, .letterNumber,
      .otherNumber, .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
      .spaceSeparator, .privateUse:
      return true
    case .otherSymbol:
      return !(0x1F1E6...0x1F1FF).contains(value)  // A lone regional indicator pairs up.
    case .modifierSymbol:
      return !(0x1F3FB...0x1F3FF).contains(value)  // An emoji modifier joins its base.
    case .otherLetter:
      // Not the Hangul jamo, which conjoin, nor the scripts with spacing or prepended letters.
      return value < 0x0900 || (0x3040..<0xA000).contains(value)
        || (0xAC00..<0xD7A4).contains(value) || (0x20000..<0x40000).contains(value)
    default:
      return false
    }
  }

  /// Whether text drawn in one cell would join the cell before or after it into one character:
  /// it starts with a mark, joiner or modifier, or a Hangul vowel or final consonant, or it ends
  /// with a lone regional indicator, a leading Hangul consonant or a prepended mark.
  private static func joinsNeighbours(_ text: String) -> Bool {
    if let first = text.unicodeScalars.first, isConjoiningVowelOrFinal(first) { return true }
    return ("a" + text).count == 1 || (text + "\u{1100}").count == 1
      || (text + "\u{1F1E6}").count == 1
  }

  /// Hangul vowels and final consonants, which join a leading consonant before them and are
  /// drawn in no column of their own.
  private static func isConjoiningVowelOrFinal(_ scalar: Unicode.Scalar) -> Bool {
    (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
  }

  /// The columns a terminal gives one scalar drawn on its own: 0 for marks, format characters
  /// (the soft hyphen too, which terminals draw at different widths) and Hangul vowels and final
  /// consonants, 2 for wide and emoji presentation characters, else 1.
  static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x0300, value != 0x00AD { return 1 }
    if isConjoiningVowelOrFinal(scalar) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return 0
    case .format: return 0
    default: break
    }
    if value >= 0x1100, isWide(value) { return 2 }
    return value >= 0x231A && scalar.properties.isEmojiPresentation ? 2 : 1
  }

  /// Whether `value` is in ``WideCharacterTable``.
  private static func isWide(_ value: UInt32) -> Bool {
    let bounds = WideCharacterTable.bounds
    var low = 0
    var high = bounds.count / 2
    while low < high {
      let middle = (low + high) / 2
      if value > bounds[2 * middle + 1] {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < bounds.count / 2 && value >= bounds[2 * low]
  }

  /// The columns a terminal gives the scalars of one character as it receives them: its first
  /// scalar's, or 2 when a variation selector 16 or a second regional indicator follows it.
  static func receivedWidth(of scalars: [Unicode.Scalar]) -> Int {
    guard let first = scalars.first else { return 0 }
    let width = self.width(of: first)
    guard width == 1, scalars.count > 1 else { return width }
    let isFlag = scalars.count == 2 && scalars.allSatisfy { (0x1F1E6...0x1F1FF).contains($0.value) }
    return isFlag || scalars.contains("\u{FE0F}") ? 2 : 1
  }

  /// The UTF-8 bytes of `scalars` (at most 8 of them) packed, the first in the lowest byte.
  static func pack(_ scalars: some Sequence<Unicode.Scalar>) -> UInt64 {
    var packed: UInt64 = 0
    var shift: UInt64 = 0
    for scalar in scalars {
      for byte in scalar.utf8 {
        packed |= UInt64(byte) << shift
        shift += 8
      }
    }
    return packed
  }

  /// How many scalars a packed glyph holds: more than one means terminals may disagree on its
  /// width (`❤️` is one column in some), so the renderer places the cursor again after it.
  static func scalarCount(of packed: UInt64) -> Int {
    guard packed >= 0x80 else { return 1 }
    let bytes = (64 - packed.leadingZeroBitCount + 7) / 8
    let continuationBytes = packed & 0x8080_8080_8080_8080 & ~(packed << 1)
    return bytes - continuationBytes.nonzeroBitCount
  }
}
