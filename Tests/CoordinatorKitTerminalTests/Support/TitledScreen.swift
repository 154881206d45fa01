import CoordinatorKitTerminal
import TerminalToolkit

/// A screen that draws nothing but its title (its route, or what made it) and the keys it is
/// given: the terminal host's tests follow which view a screen has and what the bars show.
@MainActor
final class TitledScreen: TerminalScreen {
  let title: String
  let background = RGBColor.blue
  let keyHints: [KeyHint]

  init(_ title: String, keyHints: [KeyHint] = []) {
    self.title = title
    self.keyHints = keyHints
  }

  func draw(in canvas: inout CellBuffer, area: CellRect) {}
  func handle(_ key: Key) -> Bool { false }
}
