import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

/// The MVVM-C child: Back when pushed, Done and Cancel when presented.
@MainActor
final class ChildView: TerminalScreen {
  let viewModel: ChildViewModel

  init(viewModel: ChildViewModel) {
    self.viewModel = viewModel
  }

  let title = "Child"
  let background = RGBColor(red: 255, green: 244, blue: 214)
  var keyHints: [KeyHint] {
    viewModel.isPresented
      ? [KeyHint("d", "Done"), KeyHint("c", "Cancel")] : [KeyHint("b", "Back")]
  }

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    let middle = area.y + area.height / 2
    canvas.writeCentered("Child View", y: middle - 1, in: area, foreground: foreground, bold: true)
    let buttons =
      viewModel.isPresented
      ? [KeyHint("d", "Done"), KeyHint("c", "Cancel")] : [KeyHint("b", "Back")]
    ButtonRow(buttons: buttons).draw(in: &canvas, y: middle + 2, area: area, foreground: foreground)
  }

  func handle(_ key: Key) -> Bool {
    switch key {
    case .character("b") where !viewModel.isPresented: viewModel.send(.back)
    case .character("d") where viewModel.isPresented: viewModel.send(.done)
    case .character("c") where viewModel.isPresented: viewModel.send(.cancel)
    default: return false
    }
    return true
  }
}
