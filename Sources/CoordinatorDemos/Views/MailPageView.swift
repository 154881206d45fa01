import CoordinatorKit
import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

/// A mail page: a message, a contact, the account, the sign-in sheet or the editor; its
/// buttons on top, its lines under them.
@MainActor
final class MailPageView: TerminalScreen {
  let model: MailPageModel

  init(model: MailPageModel) {
    self.model = model
  }

  var title: String { model.title }
  let background = RGBColor(red: 250, green: 250, blue: 244)
  var keyHints: [KeyHint] { model.buttons.map(\.hint) }
  /// A popover presented with an anchor the page names (a sender's card, at `sender`) points
  /// at that control's line; any other points at the buttons, the page's first row.
  func popoverAnchorRow(for anchor: PopoverAnchor) -> Int? {
    model.anchorLines[anchor].map { $0 + 2 }
  }

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    ButtonRow(buttons: keyHints).draw(in: &canvas, y: area.y, area: area, foreground: foreground)
    let left = area.x + max((area.width - 60) / 2, 2)
    // Only the lines that fit are drawn, each clipped: a long draft costs what shows.
    for (offset, line) in model.lines.prefix(max(area.height - 2, 0)).enumerated() {
      canvas.write(line, x: left, y: area.y + 2 + offset, foreground: foreground, clippedTo: area)
    }
  }

  func handle(_ key: Key) -> Bool {
    guard case .character(let character) = key else { return false }
    return model.press(character)
  }
}
