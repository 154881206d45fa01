import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

/// The list of the four demos.
@MainActor
final class PickerView: TerminalScreen {
  let viewModel: DemoPickerViewModel

  init(viewModel: DemoPickerViewModel) {
    self.viewModel = viewModel
  }

  let title = "CoordinatorKit demos"
  let background = RGBColor(red: 28, green: 32, blue: 44)
  let keyHints = [
    KeyHint("↑/↓", "Select"), KeyHint("Enter", "Open"),
    KeyHint("1-\(DemoKind.allCases.count)", "Open"),
  ]

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    canvas.writeCentered("Choose a demo", y: area.y + 1, in: area, foreground: .lightGray)
    let rows = viewModel.demos.enumerated().map { "\($0.offset + 1)  \($0.element.title)" }
    ListDrawing(rows: rows, selectedIndex: viewModel.selectedIndex)
      .draw(in: &canvas, area: area, top: area.y + 3, foreground: foreground)
  }

  func handle(_ key: Key) -> Bool {
    switch key {
    case .up: viewModel.moveSelection(by: -1)
    case .down: viewModel.moveSelection(by: 1)
    case .enter: viewModel.chooseSelected()
    case .character(let character)
    where character.wholeNumberValue.map { (1...DemoKind.allCases.count).contains($0) } ?? false:
      viewModel.choose(number: character.wholeNumberValue ?? 0)
    default: return false
    }
    return true
  }
}
