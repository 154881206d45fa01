import CoordinatorKitTerminal
import TerminalToolkit

/// Something a demo screen can do: the keys that do it, how the key bar and the screen's button
/// row show it (either may leave it out), and what it does. Each button is listed once, and that
/// one entry gives the key bar, the button row and what the keys do, so the three cannot
/// disagree.
struct ScreenButton {
  var keys: [Key]
  var hint: KeyHint?
  var rowLabel: KeyHint?
  var action: () -> Void

  /// A button shown alike in the key bar and the button row, pressed by one character.
  static func both(_ character: Character, _ label: String, action: @escaping () -> Void) -> Self {
    let hint = KeyHint(String(character), label)
    return Self(keys: [.character(character)], hint: hint, rowLabel: hint, action: action)
  }

  /// A button only the key bar shows, pressed by one character; `keyName` is how the bar
  /// names its keys (for example `b/Esc`, when the host also takes Esc for it).
  static func keyBarOnly(
    _ character: Character, _ keyName: String, _ label: String, action: @escaping () -> Void
  ) -> Self {
    Self(
      keys: [.character(character)], hint: KeyHint(keyName, label), rowLabel: nil, action: action)
  }

  /// ↑ and ↓, which move a list's selection by one row.
  static func selection(move: @escaping (Int) -> Void) -> [Self] {
    [
      Self(keys: [.up], hint: KeyHint("↑/↓", "Select"), rowLabel: nil) { move(-1) },
      Self(keys: [.down], hint: nil, rowLabel: nil) { move(1) },
    ]
  }

  /// Enter, which opens a list's selected row.
  static func open(action: @escaping () -> Void) -> Self {
    Self(keys: [.enter], hint: KeyHint("Enter", "Open"), rowLabel: nil, action: action)
  }
}

extension [ScreenButton] {
  /// Runs the button that `key` presses; `false` when none does.
  func press(_ key: Key) -> Bool {
    guard let button = first(where: { $0.keys.contains(key) }) else { return false }
    button.action()
    return true
  }
}
