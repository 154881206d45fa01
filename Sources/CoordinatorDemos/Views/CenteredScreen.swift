import CoordinatorKitTerminal
import TerminalToolkit

/// A demo screen drawn as centred lines over a colour, with a row of buttons (see
/// ``ScreenButton``): most demo screens are one.
@MainActor
final class CenteredScreen: ButtonScreen, TerminalScreen {
  /// A line of text, `offset` rows from the middle of the screen.
  struct Line {
    var text: String
    var offset: Int
    var isBold = false
    /// Drawn in the screen's readable foreground when `nil`.
    var colour: RGBColor?
  }

  /// What the screen shows now: read again for every frame and key, so it follows its model.
  struct Content {
    var lines: [Line]
    var buttons: [ScreenButton]
  }

  private let buttonRowOffset: Int
  private let content: () -> Content

  /// A screen whose lines and buttons `content` gives; the button row, if any button has a
  /// label there, is drawn `buttonRowOffset` rows below the middle.
  init(
    title: String, background: RGBColor, buttonRowOffset: Int = 2,
    content: @escaping () -> Content
  ) {
    self.buttonRowOffset = buttonRowOffset
    self.content = content
    super.init(title: title, background: background) { content().buttons }
  }

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
}
