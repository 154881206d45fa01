/// One character cell of a terminal screen: what is drawn there and how.
///
/// A cell is a plain 16-byte value (its character is kept as up to 8 UTF-8 bytes), so buffers of
/// cells are filled, copied and compared at memory speed. A character is stored as the
/// terminal will show it (see ``Swift/Character/terminalWidth``): a control character as `�`,
/// so nothing drawn can smuggle an escape sequence into the terminal, and a character longer
/// than 8 UTF-8 bytes as its leading part that fits. A wide character (`漢`, `😀`) covers two
/// cells: the first holds it, the second is its continuation, which ``CellBuffer`` keeps
/// together.
public struct Cell: Hashable, Sendable {
  /// Which part of a character a cell holds.
  enum Span: UInt8, Sendable {
    /// A character one column wide.
    case single
    /// The first column of a wide character.
    case wideStart
    /// The second column of a wide character: nothing of its own is drawn there.
    case wideEnd
  }

  /// The character's UTF-8 bytes, the first in the lowest byte, unused bytes zero; zero only in
  /// the second column of a wide character.
  var glyph: UInt64
  /// The colour of the character.
  public var foreground: RGBColor
  /// The colour behind the character.
  public var background: RGBColor
  /// Whether the character is drawn bold.
  public var isBold: Bool
  /// Which part of its character the cell holds.
  var span: Span

  /// Creates a cell; the defaults give a blank white-on-black cell. A wide character makes the
  /// first cell of two: stored in a ``CellBuffer``, the cell after it becomes its continuation.
  public init(
    character: Character = " ", foreground: RGBColor = .white, background: RGBColor = .black,
    isBold: Bool = false
  ) {
    let shown = Glyph(character)
    self.init(
      glyph: shown.packed, foreground: foreground, background: background, isBold: isBold,
      span: shown.width == 2 ? .wideStart : .single)
  }

  /// Creates a cell from an already packed character.
  init(
    glyph: UInt64, foreground: RGBColor, background: RGBColor, isBold: Bool, span: Span = .single
  ) {
    self.glyph = glyph
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.span = span
  }

  /// The character shown in the cell, as stored (see ``Cell``); a space in the second column of
  /// a wide character. Setting it makes the cell hold the new character, wide or not.
  public var character: Character {
    get { span == .wideEnd ? " " : Cell.character(of: glyph) }
    set {
      self = Cell(
        character: newValue, foreground: foreground, background: background, isBold: isBold)
    }
  }

  /// The columns the cell's character covers from here: 1, 2 for the first column of a wide
  /// character, 0 for its second.
  public var width: Int {
    switch span {
    case .single: 1
    case .wideStart: 2
    case .wideEnd: 0
    }
  }

  /// An empty cell: a space, white on black, not bold. New buffers are filled with it.
  public static let blank = Cell()

  /// The packed space.
  static let spaceGlyph: UInt64 = 0x20

  /// A one-column space in this cell's colours: what is left of a wide character that lost its
  /// other half.
  var blanked: Cell {
    Cell(
      glyph: Cell.spaceGlyph, foreground: foreground, background: background, isBold: isBold)
  }

  /// The second column of this wide character: its colours, nothing drawn.
  var continuation: Cell {
    Cell(glyph: 0, foreground: foreground, background: background, isBold: isBold, span: .wideEnd)
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

extension Cell {
  /// For terminal emulators: a cell holding `character` exactly as a terminal received it,
  /// without the substitutions drawing makes, `width` columns wide (2 makes the first cell of a
  /// wide character); `nil` when it is longer than 8 UTF-8 bytes or `width` is not 1 or 2.
  package init?(
    received character: Character, width: Int, foreground: RGBColor, background: RGBColor,
    isBold: Bool
  ) {
    guard character.utf8.count <= 8, width == 1 || width == 2 else { return nil }
    self.init(
      glyph: Glyph.pack(character.unicodeScalars), foreground: foreground,
      background: background, isBold: isBold, span: width == 2 ? .wideStart : .single)
  }

  /// For terminal emulators: the columns a terminal gives `character` as it receives it (the
  /// rule of ``Swift/Character/terminalWidth``, without its substitutions): 0 when its first
  /// scalar is a mark or a format character.
  package static func receivedWidth(of character: Character) -> Int {
    Glyph.receivedWidth(of: Array(character.unicodeScalars))
  }
}
