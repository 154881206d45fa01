import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

/// The detail of one date; Enter opens Master again.
@MainActor
final class DetailView: TerminalScreen {
  let presenter: DetailPresenter

  init(presenter: DetailPresenter) {
    self.presenter = presenter
  }

  let title = "Detail"
  let background = RGBColor(red: 255, green: 255, blue: 255)
  let keyHints = [KeyHint("Enter", "Open Master"), KeyHint("b/Esc", "Back")]

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    let middle = area.y + area.height / 2
    canvas.writeCentered(
      presenter.date, y: middle - 1, in: area, foreground: foreground, bold: true)
    ButtonRow(buttons: [KeyHint("Enter", "Master")])
      .draw(in: &canvas, y: middle + 2, area: area, foreground: foreground)
  }

  func handle(_ key: Key) -> Bool {
    switch key {
    case .enter: presenter.openMaster()
    case .character("b"): presenter.goBack()
    default: return false
    }
    return true
  }
}
