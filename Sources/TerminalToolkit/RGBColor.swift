/// A 24-bit colour, drawn with the SGR true-colour sequences that modern terminals understand.
public struct RGBColor: Hashable, Sendable {
  /// The red component, 0–255.
  public var red: UInt8
  /// The green component, 0–255.
  public var green: UInt8
  /// The blue component, 0–255.
  public var blue: UInt8

  /// Creates a colour from its three components.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Pure black, the default background.
  public static let black = RGBColor(red: 0, green: 0, blue: 0)
  /// Pure white, the default foreground.
  public static let white = RGBColor(red: 255, green: 255, blue: 255)
  /// A mid gray, for secondary text.
  public static let gray = RGBColor(red: 128, green: 128, blue: 128)
  /// A dark gray, for panels and borders on a black background.
  public static let darkGray = RGBColor(red: 64, green: 64, blue: 64)
  /// A light gray, for quiet text on a dark background.
  public static let lightGray = RGBColor(red: 192, green: 192, blue: 192)
  /// A strong red, for errors.
  public static let red = RGBColor(red: 220, green: 50, blue: 47)
  /// A green, for success.
  public static let green = RGBColor(red: 64, green: 180, blue: 90)
  /// A blue, for selection highlights.
  public static let blue = RGBColor(red: 38, green: 110, blue: 210)
  /// A yellow, for warnings and key hints.
  public static let yellow = RGBColor(red: 230, green: 190, blue: 40)
  /// A cyan, for titles.
  public static let cyan = RGBColor(red: 42, green: 180, blue: 200)
  /// A magenta, for accents.
  public static let magenta = RGBColor(red: 200, green: 70, blue: 170)

  /// The SGR parameters that select this colour as the foreground: `38;2;R;G;B`.
  var foregroundParameters: String { "38;2;\(red);\(green);\(blue)" }

  /// The SGR parameters that select this colour as the background: `48;2;R;G;B`.
  var backgroundParameters: String { "48;2;\(red);\(green);\(blue)" }

  /// The escape sequence that sets this colour as the text colour: `ESC[38;2;R;G;Bm`.
  public var foregroundSequence: String { "\u{1B}[\(foregroundParameters)m" }

  /// The escape sequence that sets this colour as the background colour: `ESC[48;2;R;G;Bm`.
  public var backgroundSequence: String { "\u{1B}[\(backgroundParameters)m" }
}
