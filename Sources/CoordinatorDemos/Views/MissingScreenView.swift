import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

/// Shown for a screen no coordinator can build (its coordinator is gone): says so rather than
/// crashing; Esc still goes back.
@MainActor
final class MissingScreenView: TerminalScreen {
  let title = "Unavailable"
  let background = RGBColor.darkGray
  let keyHints = [KeyHint("Esc", "Back")]

  func draw(in canvas: inout CellBuffer, area: CellRect) {
    canvas.writeCentered(
      "This screen's coordinator is gone", y: area.y + area.height / 2, in: area,
      foreground: foreground)
  }

  func handle(_ key: Key) -> Bool { false }
}
