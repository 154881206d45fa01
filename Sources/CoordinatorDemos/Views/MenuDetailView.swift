import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

/// The detail of one menu row: its text.
@MainActor
final class MenuDetailView: TerminalScreen {
  let presenter: MenuDetailPresenter

  init(presenter: MenuDetailPresenter) {
    self.presenter = presenter
  }

  let title = "Detail"
  let background = RGBColor(red: 255, green: 255, blue: 255)
  let keyHints = [KeyHint("b/Esc", "Back")]

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    // Only as much of the text as can show is copied, however long it is.
    canvas.writeCentered(
      "You chose: " + presenter.text.prefix(max(area.width, 0)), y: area.y + area.height / 2 - 1,
      in: area, foreground: foreground, bold: true)
  }

  func handle(_ key: Key) -> Bool {
    guard key == .character("b") else { return false }
    presenter.goBack()
    return true
  }
}
