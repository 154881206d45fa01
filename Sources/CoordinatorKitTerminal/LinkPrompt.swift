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

extension String {
  /// The string without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
