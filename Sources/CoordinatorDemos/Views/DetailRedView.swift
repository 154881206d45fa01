import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

/// The red detail: Back when pushed, Dismiss when presented.
@MainActor
final class DetailRedView: TerminalScreen {
  let presenter: DetailRedPresenter

  init(presenter: DetailRedPresenter) {
    self.presenter = presenter
  }

  let title = "Detail Red"
  let background = RGBColor(red: 255, green: 59, blue: 48)
  var keyHints: [KeyHint] {
    presenter.isModal ? [KeyHint("x", "Dismiss")] : [KeyHint("b/Esc", "Back")]
  }

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    let middle = area.y + area.height / 2
    canvas.writeCentered("Red", y: middle - 1, in: area, foreground: foreground, bold: true)
    if presenter.isModal {
      ButtonRow(buttons: [KeyHint("x", "Dismiss")])
        .draw(in: &canvas, y: middle + 2, area: area, foreground: foreground)
    }
  }

  func handle(_ key: Key) -> Bool {
    switch key {
    case .character("x") where presenter.isModal: presenter.close()
    case .character("b") where !presenter.isModal: presenter.close()
    default: return false
    }
    return true
  }
}
