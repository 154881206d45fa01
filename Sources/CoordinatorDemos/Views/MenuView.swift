import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

/// The menu: a header with a button, and the rows a, b, c, d.
@MainActor
final class MenuView: TerminalScreen {
  let presenter: MenuPresenter

  init(presenter: MenuPresenter) {
    self.presenter = presenter
  }

  var title: String { presenter.header }
  let background = RGBColor(red: 236, green: 248, blue: 236)
  var keyHints: [KeyHint] {
    var hints = [KeyHint("h", "Header button"), KeyHint("↑/↓", "Select"), KeyHint("Enter", "Open")]
    if presenter.canGoBack { hints.append(KeyHint("b", "Back")) }
    return hints
  }

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    ButtonRow(buttons: [KeyHint("h", "Header button")])
      .draw(in: &canvas, y: area.y, area: area, foreground: foreground)
    ListDrawing(rows: presenter.items, selectedIndex: presenter.selectedIndex)
      .draw(in: &canvas, area: area, top: area.y + 2, foreground: foreground)
  }

  func handle(_ key: Key) -> Bool {
    switch key {
    case .up: presenter.moveSelection(by: -1)
    case .down: presenter.moveSelection(by: 1)
    case .enter: presenter.chooseSelected()
    case .character("h"): presenter.tapHeaderButton()
    case .character("b"): presenter.goBack()
    default: return false
    }
    return true
  }
}
