/// One character cell of a terminal screen: what is drawn there and how.
///
/// A cell is a plain 16-byte value (its character is kept as up to 8 UTF-8 bytes), so buffers of
/// cells are filled, copied and compared at memory speed. Two consequences: a control character
/// is stored as a space, so nothing drawn can smuggle an escape sequence into the terminal; and a
/// character longer than 8 UTF-8 bytes (a long emoji sequence, which no terminal draws in one
/// column anyway) is stored as the replacement character `�`.
public struct Cell: Hashable, Sendable {
  /// The character's UTF-8 bytes, the first in the lowest byte, unused bytes zero; never zero.
  var glyph: UInt64
  /// The colour of the character.
  public var foreground: RGBColor
  /// The colour behind the character.
  public var background: RGBColor
  /// Whether the character is drawn bold.
  public var isBold: Bool

  /// Creates a cell; the defaults give a blank white-on-black cell.
  public init(
    character: Character = " ", foreground: RGBColor = .white, background: RGBColor = .black,
    isBold: Bool = false
  ) {
    self.init(
      glyph: Cell.glyph(of: character), foreground: foreground, background: background,
      isBold: isBold)
  }

  /// Creates a cell from an already packed character.
  init(glyph: UInt64, foreground: RGBColor, background: RGBColor, isBold: Bool) {
    self.glyph = glyph
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
  }

  /// The character shown in the cell; every character counts as one column.
  public var character: Character {
    get { Cell.character(of: glyph) }
    set { glyph = Cell.glyph(of: newValue) }
  }

  /// An empty cell: a space, white on black, not bold. New buffers are filled with it.
  public static let blank = Cell()

  /// The packed space.
  static let spaceGlyph: UInt64 = 0x20
  /// The packed replacement character `�` (EF BF BD).
  static let replacementGlyph: UInt64 = 0xBD_BFEF

  /// Packs `character`: control characters become a space, characters longer than 8 UTF-8
  /// bytes the replacement character.
  @inline(__always)
  static func glyph(of character: Character) -> UInt64 {
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first {
      return byte < 0x20 || byte == 0x7F ? spaceGlyph : UInt64(byte)
    }
    return glyph(ofLong: character)
  }

  private static func glyph(ofLong character: Character) -> UInt64 {
    // C0 and C1 controls (general category Cc); CR LF is one character made of two of them.
    let isControl = character.unicodeScalars.contains {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
    }
    guard !isControl else { return spaceGlyph }
    var glyph: UInt64 = 0
    var shift: UInt64 = 0
    for byte in character.utf8 {
      guard shift < 64 else { return replacementGlyph }
      glyph |= UInt64(byte) << shift
      shift += 8
    }
    return glyph == 0 ? spaceGlyph : glyph
  }

  /// Unpacks a glyph.
  static func character(of glyph: UInt64) -> Character {
    if glyph < 0x80 {
      return Character(Unicode.Scalar(UInt8(truncatingIfNeeded: glyph)))
    }
    var bytes: [UInt8] = []
    var rest = glyph
    while rest != 0 {
      bytes.append(UInt8(truncatingIfNeeded: rest))
      rest >>= 8
    }
    return String(decoding: bytes, as: UTF8.self).first ?? " "
  }
}
