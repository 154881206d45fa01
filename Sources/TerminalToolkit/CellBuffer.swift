/// A width × height grid of ``Cell``s that a screen is drawn into before it is rendered.
///
/// Drawing never fails: whatever falls outside the buffer is clipped, and reads outside it
/// return ``Cell/blank``. Text is measured in terminal columns
/// (``Swift/Character/terminalWidth``): a wide character covers two cells, the second its
/// continuation. The buffer keeps every wide character whole, so the terminal draws exactly its
/// cells: drawing over either half of one turns the other half into a space, a wide character
/// never starts in the last column, and one that would straddle the edge of the area drawn in
/// is drawn as a space on the side inside it.
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
    let filler = cell.span == .single ? cell : cell.blanked
    let count = self.width * self.height
    // One cell, then copies of what is filled, doubling: plain byte copies, where storing cell
    // after cell stores each colour byte on its own.
    cells = Array(unsafeUninitializedCapacity: count) { cells, initialized in
      guard let base = cells.baseAddress, count > 0 else {
        initialized = 0
        return
      }
      base.initialize(to: filler)
      var filled = 1
      while filled < count {
        let copied = min(filled, count - filled)
        (base + filled).initialize(from: base, count: copied)
        filled += copied
      }
      initialized = count
    }
    if cell.span == .wideStart {
      fill(bounds, with: cell)
    }
  }

  /// The rectangle covering the whole buffer.
  public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y`. Reads outside the buffer give ``Cell/blank``; writes
  /// outside it are ignored.
  ///
  /// Writing a wide character's cell makes the cell after it its continuation (in the last
  /// column, a space is stored instead); writing a continuation keeps the wide character before
  /// it whole, and where there is none stores a space. Copying a row cell by cell from left to
  /// right copies its wide characters.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      guard let index = index(x: x, y: y) else { return .blank }
      return cells[index]
    }
    set {
      guard let index = index(x: x, y: y) else { return }
      if newValue.span == .wideEnd {
        if x > 0, cells[index - 1].span == .wideStart { return }
        place(newValue.blanked, at: index, x: x)
      } else {
        place(newValue, at: index, x: x)
      }
    }
  }

  /// Stores a one-column cell or the first column of a wide one at `index` (column `x`, inside
  /// the buffer), keeping every wide character whole: see ``place(_:in:at:x:width:)``.
  private mutating func place(_ cell: Cell, at index: Int, x: Int) {
    let width = self.width
    cells.withUnsafeMutableBufferPointer { cells in
      Self.place(cell, in: cells, at: index, x: x, width: width)
    }
  }

  /// Stores a one-column cell or the first column of a wide one at `index` of `cells` (column
  /// `x` of rows `width` wide), keeping every wide character whole: what it covers of another
  /// becomes a space, and a wide one that does not fit before the right edge is stored as a
  /// space.
  @inline(__always)
  private static func place(
    _ cell: Cell, in cells: UnsafeMutableBufferPointer<Cell>, at index: Int, x: Int, width: Int
  ) {
    breakWideCharacter(in: cells, at: index)
    guard cell.span == .wideStart else {
      cells[index] = cell
      return
    }
    guard x + 1 < width else {
      cells[index] = cell.blanked
      return
    }
    breakWideCharacter(in: cells, at: index + 1)
    cells[index] = cell
    cells[index + 1] = cell.continuation
  }

  /// Before the cell at `index` is overwritten: when it is half of a wide character, the other
  /// half becomes a space in its colours.
  @inline(__always)
  private static func breakWideCharacter(in cells: UnsafeMutableBufferPointer<Cell>, at index: Int)
  {
    switch cells[index].span {
    case .single: break
    case .wideStart: cells[index + 1] = cells[index + 1].blanked
    case .wideEnd: cells[index - 1] = cells[index - 1].blanked
    }
  }

  /// Paints `rect` (clipped to the buffer) with blank cells of the given background.
  public mutating func fill(_ rect: CellRect, background: RGBColor) {
    fill(
      rect,
      with: Cell(glyph: Cell.spaceGlyph, foreground: .white, background: background, isBold: false))
  }

  /// Sets every cell of `rect` (clipped to the buffer) to `cell`; a wide character fills it
  /// in pairs of cells, and a space the column left over. Wide characters only partly covered
  /// lose their other half (see ``CellBuffer``).
  public mutating func fill(_ rect: CellRect, with cell: Cell) {
    let clipped = rect.intersection(bounds)
    guard !clipped.isEmpty else { return }
    guard cell.span == .single else {
      fillInPairs(clipped, with: cell)
      return
    }
    let width = self.width
    let first = clipped.y * width + clipped.x
    cells.withUnsafeMutableBufferPointer { cells in
      // A wide character across either edge of the rectangle loses its half outside it.
      for y in clipped.y..<clipped.maxY {
        Self.breakWideCharacter(in: cells, at: y * width + clipped.x)
        let after = y * width + clipped.maxX
        if clipped.maxX < width, cells[after].span == .wideEnd {
          cells[after] = cells[after].blanked
        }
      }
      // The first row cell by cell, the others copied from it as plain bytes.
      cells[first..<(first + clipped.width)].update(repeating: cell)
      guard let base = cells.baseAddress, clipped.height > 1 else { return }
      for y in (clipped.y + 1)..<clipped.maxY {
        (base + y * width + clipped.x).update(from: base + first, count: clipped.width)
      }
    }
  }

  /// Fills `rect` (inside the buffer) with a wide character, or with spaces for a continuation.
  private mutating func fillInPairs(_ rect: CellRect, with cell: Cell) {
    for y in rect.y..<rect.maxY {
      var x = rect.x
      while x < rect.maxX {
        let fits = cell.span == .wideStart && x + 1 < rect.maxX
        place(fits ? cell : cell.blanked, at: y * width + x, x: x)
        x += fits ? 2 : 1
      }
    }
  }

  /// Writes `text` on row `y` from column `x`, each character as wide as
  /// ``Swift/Character/terminalWidth`` says, clipped to the buffer (and to `clip` when given).
  ///
  /// A `nil` colour keeps the colour already in each cell, so text can be written onto a filled
  /// panel without repeating its background. A character that cannot be shown as itself (a
  /// control character) is drawn as `�`. A wide character cut by the left or right edge of the
  /// drawing area is drawn as a space in the column inside it, never in half. Writing stops at
  /// the right edge of the drawing area, so it costs at most the area's width (plus any columns
  /// left of the area), however long `text` is.
  /// - Returns: The column just after the text, or the right edge of the drawing area when the
  ///   text reaches past it: `min(x + text.terminalWidth, max(x, area.maxX))`. Writes chained
  ///   from it draw what they would have drawn after the whole text.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, x: Int, y: Int, foreground: RGBColor? = nil,
    background: RGBColor? = nil, bold: Bool = false, clippedTo clip: CellRect? = nil
  ) -> Int {
    let area = clip.map { $0.intersection(bounds) } ?? bounds
    let end = max(x, area.maxX)
    let isRowVisible = !area.isEmpty && y >= area.y && y < area.maxY
    let width = self.width
    let row = y * width
    return cells.withUnsafeMutableBufferPointer { cells in
      var column = x
      for character in text {
        guard column < end else { break }
        let shown = Glyph(character)
        if isRowVisible {
          // The columns of the character inside the area; a wide one cut by an edge is a space.
          let first = max(column, area.x)
          let last = min(column + shown.width, area.maxX) - 1
          if first <= last {
            let index = row + first
            let old = cells[index]
            if shown.width == 1, old.span == .single {
              // One column over one column, as most text is: nothing to keep whole.
              cells[index] = Cell(
                glyph: shown.packed, foreground: foreground ?? old.foreground,
                background: background ?? old.background, isBold: bold)
            } else {
              let isWhole = last - first + 1 == shown.width
              let cell = Cell(
                glyph: isWhole ? shown.packed : Cell.spaceGlyph,
                foreground: foreground ?? old.foreground, background: background ?? old.background,
                isBold: bold, span: isWhole && shown.width == 2 ? .wideStart : .single)
              Self.place(cell, in: cells, at: index, x: first, width: width)
            }
          }
        }
        column += shown.width
      }
      return min(column, end)
    }
  }

  /// Writes `text` on row `y` centred in `rect` (the whole buffer when `nil`), measured in
  /// terminal columns.
  ///
  /// Text wider than `rect` fills it and ends in an ellipsis, so a reader sees that it was cut.
  /// Only the characters that fit are measured, so a huge text costs no more than a short one.
  public mutating func writeCentered(
    _ text: some StringProtocol, y: Int, in rect: CellRect? = nil, foreground: RGBColor? = nil,
    background: RGBColor? = nil, bold: Bool = false
  ) {
    let area = rect ?? bounds
    let shown = Self.cut(text, to: area.width)
    let x = area.x + max(0, (area.width - shown.terminalWidth) / 2)
    write(
      shown, x: x, y: y, foreground: foreground, background: background, bold: bold,
      clippedTo: area)
  }

  /// `text` cut to `width` terminal columns, ending in an ellipsis (one column) when it was
  /// wider. Only the characters that fit are measured.
  public static func cut(_ text: some StringProtocol, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard text.terminalWidth(upTo: width) > width else { return String(text) }
    return text.prefix(terminalWidth: width - 1) + "…"
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
      place(
        Cell(
          glyph: glyph, foreground: foreground ?? old.foreground,
          background: background ?? old.background, isBold: false), at: index, x: x)
    }
    let horizontal = Glyph("─").packed
    let vertical = Glyph("│").packed
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
    put(Glyph("┌").packed, rect.x, rect.y)
    put(Glyph("┐").packed, right, rect.y)
    put(Glyph("└").packed, rect.x, bottom)
    put(Glyph("┘").packed, right, bottom)
    if let title, !title.isEmpty, rect.width > 4 {
      let titleArea = CellRect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1)
      let x = write(
        " ", x: rect.x + 1, y: rect.y, foreground: foreground, background: background,
        bold: true, clippedTo: titleArea)
      let after = write(
        title.prefix(terminalWidth: titleArea.width), x: x, y: rect.y, foreground: foreground,
        background: background, bold: true, clippedTo: titleArea)
      write(
        " ", x: after, y: rect.y, foreground: foreground, background: background, bold: true,
        clippedTo: titleArea)
    }
  }

  /// The rows as plain text, each with its trailing spaces trimmed; a wide character appears
  /// once.
  public var lines: [String] {
    (0..<height).map { y in
      var line = String(
        cells[(y * width)..<((y + 1) * width)].lazy.filter { $0.span != .wideEnd }.map(\.character))
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
