/// Turns successive frames into the escape sequences that update a terminal screen, writing
/// only the cells that changed since the previous frame.
///
/// The first frame, a frame of a different size, or the frame after ``invalidate()`` clears the
/// screen and draws every cell. Later frames move the cursor (`ESC[row;colH`) to each run of
/// changed cells, set colours (SGR) only when they differ from the last ones written, and never
/// use newlines, so the output is correct in raw mode with output processing off.
///
/// A wide character is written once, from its first cell, and the cursor counted two columns
/// on; its second cell is never written on its own. Nothing is written past the last column, so
/// the terminal never wraps a row or scrolls. After a character made of several scalars (`❤️`,
/// `👍🏽`, `é` as `e` and a combining accent), whose width terminals do not all agree on, the
/// cursor is placed again before the next write, and a wide one is written after a space in its
/// second column: a terminal that draws it one column wide shows the space, and the rest of the
/// row stays in place either way.
///
/// Rendering costs the size of the frame: cells are compared and written as plain bytes.
public struct FrameRenderer: Sendable {
  private struct Style: Equatable {
    var foreground: RGBColor
    var background: RGBColor
    var isBold: Bool
  }

  private var previousFrame: CellBuffer?

  /// Creates a renderer whose first frame will be drawn in full.
  public init() {}

  /// Forgets the previous frame so the next ``render(_:)`` clears and redraws everything, for
  /// example after the terminal was resized or another program wrote to it.
  public mutating func invalidate() {
    previousFrame = nil
  }

  /// Returns the bytes that turn the previously rendered frame into `frame` on the terminal,
  /// and remembers `frame` as the new previous frame. Returns `""` when nothing changed.
  public mutating func render(_ frame: CellBuffer) -> String {
    String(decoding: renderBytes(frame), as: UTF8.self)
  }

  /// ``render(_:)`` as the UTF-8 bytes to write, without building a string.
  public mutating func renderBytes(_ frame: CellBuffer) -> [UInt8] {
    let previous = previousFrame.flatMap {
      $0.width == frame.width && $0.height == frame.height ? $0 : nil
    }
    previousFrame = frame
    var output = Output()
    if previous == nil {
      output.bytes.reserveCapacity(frame.width * frame.height * 2 + 256)
      output.append("\u{1B}[0m\u{1B}[2J")
    }
    let width = frame.width
    let old = previous?.cells ?? []
    frame.cells.withUnsafeBufferPointer { cells in
      old.withUnsafeBufferPointer { old in
        var style: Style?
        // The cursor's column on `cursorRow`, or -1 when unknown.
        var cursorX = -1
        var cursorRow = -1
        for y in 0..<frame.height {
          let row = y * width
          var x = 0
          while x < width {
            let cell = cells[row + x]
            var glyph = cell.glyph
            var columns = 1
            switch cell.span {
            case .single:
              if !old.isEmpty, old[row + x] == cell {
                x += 1
                continue
              }
            case .wideStart:
              // A buffer never holds half a wide character; were it to, a space is written.
              if x + 1 < width, cells[row + x + 1].span == .wideEnd {
                if !old.isEmpty, old[row + x] == cell, old[row + x + 1] == cells[row + x + 1] {
                  x += 2
                  continue
                }
                columns = 2
              } else {
                glyph = Cell.spaceGlyph
              }
            case .wideEnd:
              // Drawn with its first column.
              if x > 0, cells[row + x - 1].span == .wideStart {
                x += 1
                continue
              }
              glyph = Cell.spaceGlyph
            }
            let cellStyle = Style(
              foreground: cell.foreground, background: cell.background, isBold: cell.isBold)
            let isComposite = Glyph.scalarCount(of: glyph) > 1
            if isComposite, columns == 2 {
              // The second column first, for terminals that draw the character one column wide.
              output.moveCursor(from: cursorRow == y ? cursorX : -1, toX: x + 1, y: y)
              if cellStyle != style {
                output.appendStyle(from: style, to: cellStyle)
                style = cellStyle
              }
              output.append(UInt8(ascii: " "))
              cursorRow = y
              cursorX = x + 2 < width ? x + 2 : -1
            }
            output.moveCursor(from: cursorRow == y ? cursorX : -1, toX: x, y: y)
            if cellStyle != style {
              output.appendStyle(from: style, to: cellStyle)
              style = cellStyle
            }
            output.appendGlyph(glyph)
            // At the right edge the cursor stays put (pending wrap), and after a composite
            // character it may be a column off: its position is unknown.
            cursorRow = y
            cursorX = !isComposite && x + columns < width ? x + columns : -1
            x += columns
          }
        }
      }
    }
    return output.bytes
  }

  /// The bytes being built, with appenders for the few sequences a frame needs.
  private struct Output {
    var bytes: [UInt8] = []

    mutating func append(_ text: StaticString) {
      text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ byte: UInt8) {
      bytes.append(byte)
    }

    /// Appends a non-negative number in decimal.
    mutating func appendDecimal(_ value: Int) {
      if value < 10 {
        bytes.append(0x30 + UInt8(truncatingIfNeeded: value))
      } else if value < 100 {
        bytes.append(0x30 + UInt8(truncatingIfNeeded: value / 10))
        bytes.append(0x30 + UInt8(truncatingIfNeeded: value % 10))
      } else if value < 1000 {
        bytes.append(0x30 + UInt8(truncatingIfNeeded: value / 100))
        bytes.append(0x30 + UInt8(truncatingIfNeeded: value / 10 % 10))
        bytes.append(0x30 + UInt8(truncatingIfNeeded: value % 10))
      } else {
        var digits: [UInt8] = []
        var rest = value
        while rest > 0 {
          digits.append(0x30 + UInt8(truncatingIfNeeded: rest % 10))
          rest /= 10
        }
        bytes.append(contentsOf: digits.reversed())
      }
    }

    /// Appends a packed character's UTF-8 bytes.
    mutating func appendGlyph(_ glyph: UInt64) {
      var rest = glyph == 0 ? Cell.spaceGlyph : glyph
      while rest != 0 {
        bytes.append(UInt8(truncatingIfNeeded: rest))
        rest >>= 8
      }
    }

    /// Moves the cursor from column `cursorX` of row `y` (-1 when unknown) to (`x`, `y`).
    mutating func moveCursor(from cursorX: Int, toX x: Int, y: Int) {
      let gap = x - cursorX
      if cursorX < 0 || gap < 0 {
        append("\u{1B}[")
        appendDecimal(y + 1)
        append(UInt8(ascii: ";"))
        appendDecimal(x + 1)
        append(UInt8(ascii: "H"))
      } else if gap == 1 {
        append("\u{1B}[C")
      } else if gap > 1 {
        append("\u{1B}[")
        appendDecimal(gap)
        append(UInt8(ascii: "C"))
      }
    }

    /// The shortest SGR sequence that changes the terminal's style from `old` to `new`.
    mutating func appendStyle(from old: Style?, to new: Style) {
      append("\u{1B}[")
      var needsSeparator = false
      func separate() {
        if needsSeparator { append(UInt8(ascii: ";")) }
        needsSeparator = true
      }
      if old?.isBold != new.isBold {
        separate()
        if new.isBold { append("1") } else { append("22") }
      }
      if old?.foreground != new.foreground {
        separate()
        append("38;2;")
        appendColour(new.foreground)
      }
      if old?.background != new.background {
        separate()
        append("48;2;")
        appendColour(new.background)
      }
      append(UInt8(ascii: "m"))
    }

    mutating func appendColour(_ colour: RGBColor) {
      appendDecimal(Int(colour.red))
      append(UInt8(ascii: ";"))
      appendDecimal(Int(colour.green))
      append(UInt8(ascii: ";"))
      appendDecimal(Int(colour.blue))
    }
  }
}
