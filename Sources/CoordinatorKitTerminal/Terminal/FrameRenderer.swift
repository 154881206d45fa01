/// Turns successive frames into the escape sequences that update a terminal screen, writing
/// only the cells that changed since the previous frame.
///
/// The first frame, a frame of a different size, or the frame after ``invalidate()`` clears the
/// screen and draws every cell. Later frames move the cursor (`ESC[row;colH`) to each run of
/// changed cells, set colours (SGR) only when they differ from the last ones written, and never
/// use newlines, so the output is correct in raw mode with output processing off.
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
    let previous = previousFrame.flatMap {
      $0.width == frame.width && $0.height == frame.height ? $0 : nil
    }
    previousFrame = frame
    var output = ""
    if previous == nil {
      output += "\u{1B}[0m\u{1B}[2J"
    }
    var style: Style?
    var cursor: (x: Int, y: Int)?
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let cell = frame[x, y]
        if let previous, previous[x, y] == cell {
          continue
        }
        moveCursor(from: cursor, toX: x, y: y, into: &output)
        let cellStyle = Style(
          foreground: cell.foreground, background: cell.background, isBold: cell.isBold)
        if cellStyle != style {
          output += FrameRenderer.styleSequence(from: style, to: cellStyle)
          style = cellStyle
        }
        output.append(CellBuffer.isControl(cell.character) ? " " : cell.character)
        // At the right edge the cursor stays put (pending wrap): treat its position as unknown.
        cursor = x + 1 < frame.width ? (x + 1, y) : nil
      }
    }
    return output
  }

  private func moveCursor(
    from cursor: (x: Int, y: Int)?, toX x: Int, y: Int, into output: inout String
  ) {
    guard let cursor, cursor.y == y else {
      output += "\u{1B}[\(y + 1);\(x + 1)H"
      return
    }
    let gap = x - cursor.x
    if gap == 1 {
      output += "\u{1B}[C"
    } else if gap > 1 {
      output += "\u{1B}[\(gap)C"
    } else if gap < 0 {
      output += "\u{1B}[\(y + 1);\(x + 1)H"
    }
  }

  /// The shortest SGR sequence that changes the terminal's style from `old` to `new`.
  private static func styleSequence(from old: Style?, to new: Style) -> String {
    var parameters: [String] = []
    if old?.isBold != new.isBold {
      parameters.append(new.isBold ? "1" : "22")
    }
    if old?.foreground != new.foreground {
      parameters.append(new.foreground.foregroundParameters)
    }
    if old?.background != new.background {
      parameters.append(new.background.backgroundParameters)
    }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }
}
