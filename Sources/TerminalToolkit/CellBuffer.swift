/// A width × height grid of ``Cell``s that a screen is drawn into before it is rendered.
///
/// Drawing never fails: whatever falls outside the buffer is clipped, and reads outside it
/// return ``Cell/blank``. Every `Character` counts as one column, which holds for the ASCII and
/// box-drawing characters the terminal host draws.
public struct CellBuffer: Equatable, Sendable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The cells, row after row.
  private(set) var cells: [Cell]

  /// Creates a buffer of the given size filled with `cell`; negative sizes count as zero.
  public init(width: Int, height: Int, filledWith cell: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: cell, count: self.width * self.height)
  }

  /// The rectangle covering the whole buffer.
  public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y`. Reads outside the buffer give ``Cell/blank``; writes
  /// outside it are ignored.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      guard let index = index(x: x, y: y) else { return .blank }
      return cells[index]
    }
    set {
      guard let index = index(x: x, y: y) else { return }
      cells[index] = newValue
    }
  }

  /// Paints `rect` (clipped to the buffer) with blank cells of the given background.
  public mutating func fill(_ rect: CellRect, background: RGBColor) {
    fill(
      rect,
      with: Cell(glyph: Cell.spaceGlyph, foreground: .white, background: background, isBold: false))
  }

  /// Sets every cell of `rect` (clipped to the buffer) to `cell`.
  public mutating func fill(_ rect: CellRect, with cell: Cell) {
    let clipped = rect.intersection(bounds)
    guard !clipped.isEmpty else { return }
    let width = self.width
    cells.withUnsafeMutableBufferPointer { cells in
      for y in clipped.y..<clipped.maxY {
        let row = y * width
        cells[(row + clipped.x)..<(row + clipped.maxX)].update(repeating: cell)
      }
    }
  }

  /// Writes `text` on row `y` from column `x`, one column per character, clipped to the buffer
  /// (and to `clip` when given).
  ///
  /// A `nil` colour keeps the colour already in each cell, so text can be written onto a filled
  /// panel without repeating its background. Control characters are drawn as spaces. Writing
  /// stops at the right edge of the drawing area, so it costs at most the area's width (plus any
  /// columns left of the area), however long `text` is.
  /// - Returns: The column just after the text, or the right edge of the drawing area when the
  ///   text reaches past it: `min(x + text.count, max(x, area.maxX))`. Writes chained from it
  ///   draw what they would have drawn after the whole text.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, x: Int, y: Int, foreground: RGBColor? = nil,
    background: RGBColor? = nil, bold: Bool = false, clippedTo clip: CellRect? = nil
  ) -> Int {
    let area = clip.map { $0.intersection(bounds) } ?? bounds
    let end = max(x, area.maxX)
    let isRowVisible = !area.isEmpty && y >= area.y && y < area.maxY
    let row = y * width
    var column = x
    for character in text {
      guard column < end else { break }
      if isRowVisible, column >= area.x {
        let index = row + column
        let old = cells[index]
        cells[index] = Cell(
          glyph: Cell.glyph(of: character), foreground: foreground ?? old.foreground,
          background: background ?? old.background, isBold: bold)
      }
      column += 1
    }
    return column
  }

  /// Writes `text` on row `y` centred in `rect` (the whole buffer when `nil`).
  ///
  /// Text wider than `rect` fills it and ends in an ellipsis, so a reader sees that it was cut.
  /// Only the characters that fit are measured, so a huge text costs no more than a short one.
  public mutating func writeCentered(
    _ text: some StringProtocol, y: Int, in rect: CellRect? = nil, foreground: RGBColor? = nil,
    background: RGBColor? = nil, bold: Bool = false
  ) {
    let area = rect ?? bounds
    let shown = Self.cut(text, to: area.width)
    let x = area.x + max(0, (area.width - shown.count) / 2)
    write(
      shown, x: x, y: y, foreground: foreground, background: background, bold: bold,
      clippedTo: area)
  }

  /// `text` cut to `width` characters, its last one an ellipsis when it was longer.
  public static func cut(_ text: some StringProtocol, to width: Int) -> String {
    guard width > 0 else { return "" }
    let shown = text.prefix(width + 1)
    return shown.count > width ? shown.prefix(width - 1) + "…" : String(shown)
  }

  /// Draws the border of `rect` with Unicode box-drawing characters (`┌─┐│└┘`), and `title` on
  /// the top edge, cut to fit. The inside of the box is left as it is.
  ///
  /// Rectangles narrower or shorter than two cells are not drawn.
  public mutating func drawBox(
    _ rect: CellRect, title: String? = nil, foreground: RGBColor? = nil,
    background: RGBColor? = nil
  ) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let right = rect.maxX - 1
    let bottom = rect.maxY - 1
    func put(_ glyph: UInt64, _ x: Int, _ y: Int) {
      guard let index = index(x: x, y: y) else { return }
      let old = cells[index]
      cells[index] = Cell(
        glyph: glyph, foreground: foreground ?? old.foreground,
        background: background ?? old.background, isBold: false)
    }
    let horizontal = Cell.glyph(of: "─")
    let vertical = Cell.glyph(of: "│")
    // Only the part of the border inside the buffer is visited, however large `rect` is.
    let columns = (max(rect.x + 1, 0), min(right, width))
    if columns.0 < columns.1 {
      for x in columns.0..<columns.1 {
        put(horizontal, x, rect.y)
        put(horizontal, x, bottom)
      }
    }
    let rows = (max(rect.y + 1, 0), min(bottom, height))
    if rows.0 < rows.1 {
      for y in rows.0..<rows.1 {
        put(vertical, rect.x, y)
        put(vertical, right, y)
      }
    }
    put(Cell.glyph(of: "┌"), rect.x, rect.y)
    put(Cell.glyph(of: "┐"), right, rect.y)
    put(Cell.glyph(of: "└"), rect.x, bottom)
    put(Cell.glyph(of: "┘"), right, bottom)
    if let title, !title.isEmpty, rect.width > 4 {
      let titleArea = CellRect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1)
      let x = write(
        " ", x: rect.x + 1, y: rect.y, foreground: foreground, background: background,
        bold: true, clippedTo: titleArea)
      let after = write(
        title.prefix(titleArea.width), x: x, y: rect.y, foreground: foreground,
        background: background, bold: true, clippedTo: titleArea)
      write(
        " ", x: after, y: rect.y, foreground: foreground, background: background, bold: true,
        clippedTo: titleArea)
    }
  }

  /// The rows as plain text, each with its trailing spaces trimmed.
  public var lines: [String] {
    (0..<height).map { y in
      var line = String(cells[(y * width)..<((y + 1) * width)].map(\.character))
      while line.last == " " {
        line.removeLast()
      }
      return line
    }
  }

  /// The buffer as plain text: ``lines`` joined by newlines, without trailing empty lines.
  /// This is what a non-interactive run prints instead of escape sequences.
  public var plainText: String {
    var rows = lines
    while rows.last?.isEmpty == true {
      rows.removeLast()
    }
    return rows.joined(separator: "\n")
  }

  private func index(x: Int, y: Int) -> Int? {
    guard x >= 0, x < width, y >= 0, y < height else { return nil }
    return y * width + x
  }

}
