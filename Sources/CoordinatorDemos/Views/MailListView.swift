import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

/// A mail list: the inbox, the contacts or the recipient picker, with its buttons on top.
@MainActor
final class MailListView: TerminalScreen {
  let model: MailListModel

  init(model: MailListModel) {
    self.model = model
  }

  var title: String { model.title }
  let background = RGBColor(red: 232, green: 240, blue: 254)
  var keyHints: [KeyHint] {
    [KeyHint("↑/↓", "Select"), KeyHint("Enter", "Open")] + model.buttons.map(\.hint)
  }

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    ButtonRow(buttons: model.buttons.map(\.hint))
      .draw(in: &canvas, y: area.y, area: area, foreground: foreground)
    ListDrawing(rows: model.rows, selectedIndex: model.selectedIndex)
      .draw(in: &canvas, area: area, top: area.y + 2, foreground: foreground)
  }

  func handle(_ key: Key) -> Bool {
    switch key {
    case .up: model.moveSelection(by: -1)
    case .down: model.moveSelection(by: 1)
    case .enter: model.openSelected()
    case .character(let character): return model.press(character)
    default: return false
    }
    return true
  }
}
