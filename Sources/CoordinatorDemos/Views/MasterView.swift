import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

/// The master list of dates.
@MainActor
final class MasterView: TerminalScreen {
  let presenter: MasterPresenter

  init(presenter: MasterPresenter) {
    self.presenter = presenter
  }

  let title = "Master"
  let background = RGBColor(red: 242, green: 242, blue: 247)

  /// Short enough for 80 columns with the global keys (↑/↓ select, Esc goes back too).
  var keyHints: [KeyHint] {
    var hints = [
      KeyHint("+", "Add"), KeyHint("d", "Delete"), KeyHint("1", "Detail"), KeyHint("2", "Red"),
      KeyHint("3", "Red modal"),
    ]
    if presenter.canGoBack { hints.append(KeyHint("b", "Back")) }
    return hints
  }

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    let count = presenter.dates.count
    canvas.writeCentered(
      count == 0 ? "No dates yet: press + to add one" : "\(count) date\(count == 1 ? "" : "s")",
      y: area.y, in: area, foreground: .darkGray)
    ListDrawing(rows: presenter.dates, selectedIndex: presenter.selectedIndex)
      .draw(in: &canvas, area: area, top: area.y + 2, foreground: foreground)
    ButtonRow(buttons: [
      KeyHint("1", "Detail"), KeyHint("2", "Detail Red"), KeyHint("3", "Detail Red (modal)"),
    ]).draw(in: &canvas, y: area.maxY - 2, area: area, foreground: foreground)
  }

  func handle(_ key: Key) -> Bool {
    switch key {
    case .character("+"): presenter.add()
    case .character("d"): presenter.deleteSelected()
    case .up: presenter.moveSelection(by: -1)
    case .down: presenter.moveSelection(by: 1)
    case .character("1"): presenter.showDetail()
    case .character("2"): presenter.showDetailRed()
    case .character("3"): presenter.showDetailRedModally()
    case .character("b"): presenter.goBack()
    default: return false
    }
    return true
  }
}
