import DemoApps
import TerminalToolkit

/// Draws a vertical list with a selection marker, as the master, menu and picker screens do.
struct ListDrawing {
  let rows: [String]
  let selectedIndex: Int?

  func draw(in canvas: inout CellBuffer, area: CellRect, top: Int, foreground: RGBColor) {
    let left = area.x + max((area.width - 40) / 2, 2)
    for (offset, row) in rows.prefix(max(area.maxY - top, 0)).enumerated() {
      let selected = offset == selectedIndex
      let colour = selected ? RGBColor.yellow : foreground
      // Marker and row are written one after the other: a long row is never copied.
      let x = canvas.write(
        selected ? "▸ " : "  ", x: left, y: top + offset, foreground: colour, bold: selected,
        clippedTo: area)
      canvas.write(
        row, x: x, y: top + offset, foreground: colour, bold: selected, clippedTo: area)
    }
  }
}
