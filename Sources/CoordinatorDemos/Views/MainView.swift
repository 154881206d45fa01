import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

/// The MVVM-C main screen.
@MainActor
final class MainView: TerminalScreen {
  let viewModel: MainViewModel

  init(viewModel: MainViewModel) {
    self.viewModel = viewModel
  }

  let title = "Main"
  let background = RGBColor(red: 230, green: 240, blue: 255)
  let keyHints = [
    KeyHint("p", "Push Child View"), KeyHint("s", "Present Child View"), KeyHint("a", "Show Alert"),
  ]

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    let middle = area.y + area.height / 2
    canvas.writeCentered("[p] Push Child View", y: middle - 3, in: area, foreground: foreground)
    canvas.writeCentered("[s] Present Child View", y: middle - 1, in: area, foreground: foreground)
    canvas.writeCentered("[a] Show Alert", y: middle + 1, in: area, foreground: foreground)
    canvas.writeCentered(viewModel.status, y: middle + 4, in: area, foreground: .darkGray)
  }

  func handle(_ key: Key) -> Bool {
    switch key {
    case .character("p"): viewModel.send(.pushChild)
    case .character("s"): viewModel.send(.presentChild)
    case .character("a"): viewModel.send(.showAlert)
    default: return false
    }
    return true
  }
}
