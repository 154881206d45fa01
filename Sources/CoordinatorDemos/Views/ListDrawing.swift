import CoordinatorKitTerminal

/// Draws a vertical list with a selection marker, as the master, menu and picker screens do.
struct ListDrawing {
  let rows: [String]
  let selectedIndex: Int?

  func draw(in canvas: inout CellBuffer, area: CellRect, top: Int, foreground: RGBColor) {
    let left = area.x + max((area.width - 40) / 2, 2)
    for (offset, row) in rows.enumerated() where top + offset < area.maxY {
      let selected = offset == selectedIndex
      canvas.write(
        (selected ? "▸ " : "  ") + row, x: left, y: top + offset,
        foreground: selected ? .yellow : foreground, bold: selected, clippedTo: area)
    }
  }
}
