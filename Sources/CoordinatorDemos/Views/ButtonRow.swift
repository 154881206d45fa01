import CoordinatorKitTerminal
import DemoApps
import TerminalToolkit

/// Draws a row of buttons such as `[n] Next`, centred, the way every demo screen shows the
/// things it can do.
struct ButtonRow {
  let buttons: [KeyHint]

  func draw(in canvas: inout CellBuffer, y: Int, area: CellRect, foreground: RGBColor) {
    let text = buttons.map { "[\($0.key)] \($0.label)" }.joined(separator: "   ")
    canvas.writeCentered(text, y: y, in: area, foreground: foreground, bold: true)
  }
}
