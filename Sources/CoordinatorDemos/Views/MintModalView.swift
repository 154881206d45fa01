import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

/// The rainbow's full-screen mint modal.
@MainActor
final class MintModalView: TerminalScreen {
  let viewModel: MintModalViewModel

  init(viewModel: MintModalViewModel) {
    self.viewModel = viewModel
  }

  let title = "Modal"
  var background: RGBColor { RGBColor(RainbowColour.mint) }
  var keyHints: [KeyHint] {
    [KeyHint("x/Esc", "Close"), KeyHint("r", "ROOT"), KeyHint("e", "END")]
  }

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    let middle = area.y + area.height / 2
    canvas.writeCentered(
      "This is a modal", y: middle - 1, in: area, foreground: foreground, bold: true)
    ButtonRow(buttons: [KeyHint("x", "Close"), KeyHint("r", "ROOT"), KeyHint("e", "END")])
      .draw(in: &canvas, y: middle + 2, area: area, foreground: foreground)
  }

  func handle(_ key: Key) -> Bool {
    switch key {
    case .character("x"): viewModel.send(.close)
    case .character("r"): viewModel.send(.root)
    case .character("e"): viewModel.send(.end)
    default: return false  // Esc: the host dismisses the modal like a swipe down.
    }
    return true
  }
}
