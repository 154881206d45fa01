/// One character cell of a terminal screen: what is drawn there and how.
public struct Cell: Hashable, Sendable {
  /// The character shown in the cell; every character counts as one column.
  public var character: Character
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
    self.character = character
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
  }

  /// An empty cell: a space, white on black, not bold. New buffers are filled with it.
  public static let blank = Cell()
}
