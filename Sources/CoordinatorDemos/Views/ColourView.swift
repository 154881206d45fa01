import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

/// One coloured rainbow screen: "Hello, World!", its index, and its buttons.
@MainActor
final class ColourView: TerminalScreen {
  let viewModel: ColourViewModel

  init(viewModel: ColourViewModel) {
    self.viewModel = viewModel
  }

  var title: String { viewModel.colour.name }
  var background: RGBColor { RGBColor(viewModel.colour.rgb) }

  private var buttons: [KeyHint] {
    var buttons: [KeyHint] = []
    if viewModel.canGoBack { buttons.append(KeyHint("b", "Back")) }
    if viewModel.canGoNext { buttons.append(KeyHint("n", "Next")) }
    return buttons + [KeyHint("m", "SHOW MODAL"), KeyHint("r", "ROOT"), KeyHint("e", "END")]
  }

  var keyHints: [KeyHint] {
    buttons.map { hint in
      switch hint.key {
      case "b": KeyHint("b/←", hint.label)
      case "n": KeyHint("n/→", hint.label)
      default: hint
      }
    }
  }

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    let middle = area.y + area.height / 2
    canvas.writeCentered(
      "Hello, World!", y: middle - 2, in: area, foreground: foreground, bold: true)
    canvas.writeCentered("Index \(viewModel.index)", y: middle, in: area, foreground: foreground)
    ButtonRow(buttons: buttons).draw(in: &canvas, y: middle + 3, area: area, foreground: foreground)
  }

  func handle(_ key: Key) -> Bool {
    switch key {
    case .character("n"), .right:
      guard viewModel.canGoNext else { return true }
      viewModel.send(.next)
    case .character("b"), .left:
      guard viewModel.canGoBack else { return true }
      viewModel.send(.back)
    case .character("m"): viewModel.send(.showModal)
    case .character("r"): viewModel.send(.root)
    case .character("e"): viewModel.send(.end)
    default: return false
    }
    return true
  }
}
