import CoordinatorKitTerminal
import TerminalToolkit

/// A demo screen drawn as centred lines over a colour, with a row of buttons: most demo screens
/// are one. Each button is listed once, and that one entry gives the key bar, the button row and
/// what the keys do, so the three cannot disagree.
@MainActor
final class CenteredScreen: TerminalScreen {
  /// A line of text, `offset` rows from the middle of the screen.
  struct Line {
    var text: String
    var offset: Int
    var isBold = false
    /// Drawn in the screen's readable foreground when `nil`.
    var colour: RGBColor?
  }

  /// Something the screen can do: the keys that do it, how the key bar and the button row show
  /// it (either may leave it out), and what it does.
  struct Button {
    var keys: [Key]
    var hint: KeyHint?
    var rowLabel: KeyHint?
    var action: () -> Void
  }

  /// What the screen shows now: read again for every frame and key, so it follows its model.
  struct Content {
    var lines: [Line]
    var buttons: [Button]
  }

  let title: String
  let background: RGBColor
  private let buttonRowOffset: Int
  private let content: () -> Content

  /// A screen whose lines and buttons `content` gives; the button row, if any button has a
  /// label there, is drawn `buttonRowOffset` rows below the middle.
  init(
    title: String, background: RGBColor, buttonRowOffset: Int = 2,
    content: @escaping () -> Content
  ) {
    self.title = title
    self.background = background
    self.buttonRowOffset = buttonRowOffset
    self.content = content
  }

  var keyHints: [KeyHint] { content().buttons.compactMap(\.hint) }

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    let content = content()
    let middle = area.y + area.height / 2
    for line in content.lines {
      canvas.writeCentered(
        line.text, y: middle + line.offset, in: area, foreground: line.colour ?? foreground,
        bold: line.isBold)
    }
    let row = content.buttons.compactMap(\.rowLabel)
    if !row.isEmpty {
      ButtonRow(buttons: row)
        .draw(in: &canvas, y: middle + buttonRowOffset, area: area, foreground: foreground)
    }
  }

  func handle(_ key: Key) -> Bool {
    guard let button = content().buttons.first(where: { $0.keys.contains(key) }) else {
      return false
    }
    button.action()
    return true
  }
}

extension CenteredScreen.Button {
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
}
