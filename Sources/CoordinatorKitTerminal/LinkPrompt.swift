import TerminalToolkit

/// The one-line "go to link" field at the bottom of the terminal: what the user has typed so
/// far, edited by keys until Enter submits it or Esc closes it.
struct LinkPrompt: Equatable {
  /// The text typed so far.
  private(set) var text = ""

  /// What a key did to the field.
  enum Outcome: Equatable {
    case editing
    case submitted(String)
    case cancelled
  }

  /// Applies `key`: a printable character or a space is typed, Backspace deletes the last
  /// character, Enter submits, Esc cancels; other keys are ignored.
  mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case .character(let character):
      text.append(character)
    case .space:
      text.append(" ")
    case .backspace:
      if !text.isEmpty { text.removeLast() }
    case .enter:
      return .submitted(text.trimmingSpaces)
    case .escape:
      return .cancelled
    default:
      break
    }
    return .editing
  }
}

extension LinkPrompt {
  /// What the field shows before the text.
  static let label = " Go to link: "

  /// Draws the field on `row`: the label, the text, and the cursor (`█`) where the text ends.
  /// Text wider than the field scrolls rather than wraps: its start is left out, a whole
  /// character at a time, so the end of what was typed and the cursor always show.
  func draw(in canvas: inout CellBuffer, row: CellRect) {
    let x = canvas.write(
      Self.label, x: row.x, y: row.y, foreground: .yellow, bold: true, clippedTo: row)
    let room = max(row.maxX - x - 1, 0)
    canvas.write(
      text.suffix(terminalWidth: room) + "█", x: x, y: row.y, foreground: .white, clippedTo: row)
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
