extension String {
  /// The text with every character a terminal acts on instead of showing written visibly, as
  /// `\u{1B}`: what every message the demos print or show does with text from outside (a link,
  /// a state file, a path, a key name), so a message stays one line and leaves the terminal as
  /// it was.
  ///
  /// Escaped: C0 controls (line breaks, tab, `ESC`, NUL), DEL and C1 controls (a terminal may
  /// read U+009B as the start of a command), the line and paragraph separators, and the
  /// bidirectional controls, which would reorder the rest of the line.
  package var escapingControlCharacters: String {
    escapingControlCharacters(keepingLineBreaks: false)
  }

  /// The text escaped as ``escapingControlCharacters``, but for its line breaks (`\n`) when
  /// `keepingLineBreaks`: for text of several lines that the program itself made (a screen).
  package func escapingControlCharacters(keepingLineBreaks: Bool) -> String {
    guard unicodeScalars.contains(where: \.isShownAsEscape) else { return self }
    var result = ""
    for scalar in unicodeScalars {
      if scalar.isShownAsEscape, !(keepingLineBreaks && scalar == "\n") {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The JSON text with the characters ``escapingControlCharacters`` escapes that a JSON
  /// encoder leaves as they are (C1 controls, the separators, bidirectional controls) written
  /// as JSON escapes (`\u009b`): the same JSON, safe to print on a terminal. The encoder escapes
  /// the other control characters already, and these occur only inside strings.
  var escapingControlCharactersInJSON: String {
    // Below DEL, only the encoder's own line breaks and indentation are left.
    let escaped = { (scalar: Unicode.Scalar) in scalar.value >= 0x7F && scalar.isShownAsEscape }
    guard unicodeScalars.contains(where: escaped) else { return self }
    var result = ""
    for scalar in unicodeScalars {
      if escaped(scalar) {
        let digits = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Unicode.Scalar {
  /// Whether a terminal acts on this character instead of showing it: see
  /// `String.escapingControlCharacters`.
  fileprivate var isShownAsEscape: Bool {
    switch properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    case .format: properties.isBidiControl
    default: false
    }
  }
}
