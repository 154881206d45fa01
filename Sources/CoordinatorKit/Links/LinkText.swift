/// How a link's own text is shown inside a message: a link is outside input, and once its
/// percent escapes are decoded it may hold characters a terminal acts on instead of showing
/// (`ESC [ 2 J` clears the screen, a line break forges a second line, a NUL is invisible).
enum LinkText {
  /// `character` as it can be shown on one line: itself, or, when it holds a control
  /// character, every scalar written as `\u{1B}`.
  static func visible(_ character: Character) -> String {
    guard character.unicodeScalars.contains(where: isControl) else { return String(character) }
    return character.unicodeScalars.map { scalar in
      isControl(scalar)
        ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
    }.joined()
  }

  /// Whether a terminal acts on `scalar` rather than showing it: C0 (line breaks and `ESC`
  /// included), DEL and C1 controls, the line and paragraph separators, and the bidirectional
  /// controls that reorder the text after them.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    case .format: scalar.properties.isBidiControl
    default: false
    }
  }
}
