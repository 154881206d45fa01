import TerminalToolkit

/// A small VT/xterm interpreter that keeps a screen of cells, for testing terminal programs
/// without a real terminal.
///
/// It understands what ``FrameRenderer`` and common full-screen programs emit: UTF-8 text,
/// `CR`, `LF` (scrolling at the bottom), backspace, tab, cursor positioning and movement
/// (`CSI H f A B C D E F G d`), erasing (`CSI J`, `CSI K`), SGR with 24-bit colours and bold,
/// cursor save and restore, the alternate screen (`CSI ?1049h/l`, `?1047`, `?47`), cursor
/// visibility (`CSI ?25h/l`) and autowrap (`CSI ?7h/l`, on at first, as in xterm: a character
/// written past the last column goes to the start of the next row, scrolling at the bottom;
/// with it off, it overwrites the last column). Anything else, including OSC and DCS strings,
/// is consumed and ignored. Input can be fed in chunks of any size: sequences split across
/// chunks are handled.
///
/// Text is laid out as a terminal that joins grapheme clusters does: a character is as wide as
/// `Cell.receivedWidth(of:)` says (two cells for a wide one, the second its continuation), and a
/// scalar that continues the character just before the cursor (a combining mark, a joiner and
/// what it joins, a variation selector, the second half of a flag) joins its cell, which may
/// then become wide. ``rightEdgeOverflows`` and ``scrolledLines`` count what a full-screen
/// program must never cause.
public struct TerminalEmulator: Sendable {
  private enum ParserState: Sendable {
    case ground
    case escape
    case escapeIntermediate
    case controlSequence
    case string
    case stringEscape
  }

  private struct Cursor: Sendable {
    var x = 0
    var y = 0
  }

  /// The screen's width in columns.
  public private(set) var columns: Int
  /// The screen's height in rows.
  public private(set) var rows: Int
  /// The colours that SGR 0, 39 and 49 go back to.
  public let defaultCell: Cell
  /// Whether the alternate screen is shown (after `CSI ?1049h`, until `CSI ?1049l`).
  public private(set) var isAlternateScreenActive = false
  /// Whether the cursor is visible (`CSI ?25h`) or hidden (`CSI ?25l`).
  public private(set) var isCursorVisible = true
  /// How many times the alternate screen was entered.
  public private(set) var alternateScreenEntries = 0
  /// How many times the alternate screen was left.
  public private(set) var alternateScreenExits = 0
  /// How many bytes were fed in total.
  public private(set) var bytesReceived = 0
  /// Whether a character written past the last column wraps to the next row (`CSI ?7h`, the
  /// default) or overwrites the last column (`CSI ?7l`).
  public private(set) var isAutowrapOn = true
  /// How many characters arrived that did not fit before the right edge: written with the
  /// cursor past the last column, or wide with the cursor in it. A terminal wraps each onto the
  /// next row (scrolling at the bottom), or with autowrap off draws it over the last column.
  public private(set) var rightEdgeOverflows = 0
  /// How many rows the screen scrolled by, up or down.
  public private(set) var scrolledLines = 0

  private var mainScreen: CellBuffer
  private var alternateScreen: CellBuffer
  private var cursor = Cursor()
  private var savedCursor = Cursor()
  private var pen: Cell
  private var state = ParserState.ground
  private var sequence: [UInt8] = []
  private var pendingUTF8: [UInt8] = []

  /// Creates an emulator with an empty screen of the given size; `defaultCell` gives the
  /// colours of empty cells and of text written before any colour is set.
  public init(columns: Int = 80, rows: Int = 24, defaultCell: Cell = .blank) {
    self.columns = max(1, columns)
    self.rows = max(1, rows)
    self.defaultCell = defaultCell
    pen = defaultCell
    mainScreen = CellBuffer(width: self.columns, height: self.rows, filledWith: defaultCell)
    alternateScreen = mainScreen
  }

  /// The screen being shown (the alternate one while it is active).
  public var screen: CellBuffer {
    isAlternateScreenActive ? alternateScreen : mainScreen
  }

  /// The shown screen as text: every row, trailing spaces trimmed, joined by newlines.
  public var screenText: String {
    screen.lines.joined(separator: "\n")
  }

  /// Row `y` of the shown screen as text with trailing spaces trimmed; `""` outside the screen.
  public func row(_ y: Int) -> String {
    let lines = screen.lines
    return lines.indices.contains(y) ? lines[y] : ""
  }

  /// The cell at column `x`, row `y` of the shown screen, with its colours.
  public func cell(x: Int, y: Int) -> Cell {
    screen[x, y]
  }

  /// The cursor's column and row, from zero.
  public var cursorPosition: (x: Int, y: Int) {
    (cursor.x, cursor.y)
  }

  /// Interprets `text` as if the program had written its UTF-8 bytes.
  public mutating func feed(_ text: String) {
    feed(Array(text.utf8))
  }

  /// Interprets the next chunk of the program's output.
  public mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      bytesReceived += 1
      consume(byte)
    }
  }

  /// Changes the screen size, keeping the top-left part of both screens.
  public mutating func resize(columns: Int, rows: Int) {
    let newColumns = max(1, columns)
    let newRows = max(1, rows)
    func resized(_ old: CellBuffer) -> CellBuffer {
      var new = CellBuffer(width: newColumns, height: newRows, filledWith: defaultCell)
      for y in 0..<min(old.height, newRows) {
        for x in 0..<min(old.width, newColumns) {
          new[x, y] = old[x, y]
        }
      }
      return new
    }
    mainScreen = resized(mainScreen)
    alternateScreen = resized(alternateScreen)
    self.columns = newColumns
    self.rows = newRows
    cursor.x = min(cursor.x, newColumns - 1)
    cursor.y = min(cursor.y, newRows - 1)
  }

  // MARK: - Parsing

  private mutating func consume(_ byte: UInt8) {
    switch state {
    case .ground:
      consumeGround(byte)
    case .escape:
      consumeEscape(byte)
    case .escapeIntermediate:
      if !(0x20...0x2F).contains(byte) {
        state = .ground
      }
    case .controlSequence:
      consumeControlSequence(byte)
    case .string:
      if byte == 0x07 {
        state = .ground
      } else if byte == 0x1B {
        state = .stringEscape
      }
    case .stringEscape:
      state = byte == UInt8(ascii: "\\") ? .ground : .string
    }
  }

  private mutating func consumeGround(_ byte: UInt8) {
    if byte >= 0x80 {
      consumeUTF8(byte)
      return
    }
    pendingUTF8 = []
    switch byte {
    case 0x1B:
      state = .escape
    case 0x0D:
      cursor.x = 0
    case 0x0A, 0x0B, 0x0C:
      lineFeed()
    case 0x08:
      cursor.x = max(0, min(cursor.x, columns - 1) - 1)
    case 0x09:
      cursor.x = min(columns - 1, (cursor.x / 8 + 1) * 8)
    case 0x20...0x7E:
      show(Unicode.Scalar(byte))
    default:
      break  // BEL and other control bytes do nothing on screen.
    }
  }

  private mutating func consumeUTF8(_ byte: UInt8) {
    if (0x80...0xBF).contains(byte) {
      guard !pendingUTF8.isEmpty else {
        show("\u{FFFD}")
        return
      }
      pendingUTF8.append(byte)
    } else {
      if !pendingUTF8.isEmpty {
        show("\u{FFFD}")
      }
      pendingUTF8 = [byte]
    }
    let lead = pendingUTF8[0]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    guard pendingUTF8.count >= length else { return }
    let text = String(decoding: pendingUTF8, as: UTF8.self)
    pendingUTF8 = []
    for scalar in text.unicodeScalars {
      show(scalar)
    }
  }

  private mutating func consumeEscape(_ byte: UInt8) {
    state = .ground
    switch byte {
    case UInt8(ascii: "["):
      sequence = []
      state = .controlSequence
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
      UInt8(ascii: "_"):
      state = .string
    case 0x20...0x2F:
      state = .escapeIntermediate  // Character set designations such as `ESC ( B`.
    case UInt8(ascii: "7"):
      savedCursor = cursor
    case UInt8(ascii: "8"):
      cursor = savedCursor
    case UInt8(ascii: "D"):
      lineFeed()
    case UInt8(ascii: "E"):
      cursor.x = 0
      lineFeed()
    case UInt8(ascii: "M"):
      reverseLineFeed()
    case 0x1B:
      state = .escape
    default:
      break
    }
  }

  private mutating func consumeControlSequence(_ byte: UInt8) {
    switch byte {
    case 0x40...0x7E:
      state = .ground
      performControlSequence(final: byte)
    case 0x20...0x3F:
      if sequence.count < 256 {
        sequence.append(byte)
      }
    case 0x1B:
      state = .escape
    case 0x18, 0x1A:
      state = .ground  // CAN and SUB cancel the sequence.
    default:
      consumeGround(byte)  // C0 controls inside a sequence act at once, as on a VT100.
      state = .controlSequence
    }
  }

  private mutating func performControlSequence(final: UInt8) {
    let isPrivate = sequence.first.map { (0x3C...0x3F).contains($0) } ?? false
    let hasIntermediate = sequence.contains { (0x20...0x2F).contains($0) }
    let parameterBytes = isPrivate ? Array(sequence.dropFirst()) : sequence
    let parameters = String(decoding: parameterBytes, as: UTF8.self)
      .split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) }
    func parameter(_ index: Int, default value: Int) -> Int {
      guard index < parameters.count, let number = parameters[index] else { return value }
      return number
    }
    guard !hasIntermediate else { return }
    if isPrivate {
      if sequence.first == UInt8(ascii: "?") {
        performPrivateMode(parameters.compactMap { $0 }, final: final)
      }
      return
    }
    let count = max(1, parameter(0, default: 1))
    switch final {
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      moveCursor(x: parameter(1, default: 1) - 1, y: parameter(0, default: 1) - 1)
    case UInt8(ascii: "A"):
      moveCursor(x: cursor.x, y: cursor.y - count)
    case UInt8(ascii: "B"):
      moveCursor(x: cursor.x, y: cursor.y + count)
    case UInt8(ascii: "C"):
      moveCursor(x: cursor.x + count, y: cursor.y)
    case UInt8(ascii: "D"):
      moveCursor(x: min(cursor.x, columns - 1) - count, y: cursor.y)
    case UInt8(ascii: "E"):
      moveCursor(x: 0, y: cursor.y + count)
    case UInt8(ascii: "F"):
      moveCursor(x: 0, y: cursor.y - count)
    case UInt8(ascii: "G"), UInt8(ascii: "`"):
      moveCursor(x: parameter(0, default: 1) - 1, y: cursor.y)
    case UInt8(ascii: "d"):
      moveCursor(x: cursor.x, y: parameter(0, default: 1) - 1)
    case UInt8(ascii: "J"):
      eraseInDisplay(parameter(0, default: 0))
    case UInt8(ascii: "K"):
      eraseInLine(parameter(0, default: 0))
    case UInt8(ascii: "m"):
      applyGraphicRendition(parameters)
    case UInt8(ascii: "s"):
      savedCursor = cursor
    case UInt8(ascii: "u"):
      cursor = savedCursor
    default:
      break
    }
  }

  private mutating func performPrivateMode(_ modes: [Int], final: UInt8) {
    guard final == UInt8(ascii: "h") || final == UInt8(ascii: "l") else { return }
    let isSet = final == UInt8(ascii: "h")
    for mode in modes {
      switch mode {
      case 7:
        isAutowrapOn = isSet
      case 25:
        isCursorVisible = isSet
      case 47, 1047, 1049:
        switchScreen(toAlternate: isSet, savingCursor: mode == 1049)
      default:
        break
      }
    }
  }

  private mutating func switchScreen(toAlternate: Bool, savingCursor: Bool) {
    guard toAlternate != isAlternateScreenActive else { return }
    if toAlternate {
      if savingCursor {
        savedCursor = cursor
      }
      alternateScreen = CellBuffer(width: columns, height: rows, filledWith: defaultCell)
      isAlternateScreenActive = true
      alternateScreenEntries += 1
    } else {
      isAlternateScreenActive = false
      alternateScreenExits += 1
      if savingCursor {
        cursor = savedCursor
      }
    }
  }

  private mutating func applyGraphicRendition(_ parameters: [Int?]) {
    var index = 0
    while index < parameters.count {
      let code = parameters[index] ?? 0
      switch code {
      case 0:
        pen = defaultCell
      case 1:
        pen.isBold = true
      case 22:
        pen.isBold = false
      case 39:
        pen.foreground = defaultCell.foreground
      case 49:
        pen.background = defaultCell.background
      case 38, 48:
        let mode = index + 1 < parameters.count ? parameters[index + 1] : nil
        if mode == 2, index + 4 < parameters.count {
          let components = parameters[(index + 2)...(index + 4)].map { UInt8(clamping: $0 ?? 0) }
          let color = RGBColor(red: components[0], green: components[1], blue: components[2])
          if code == 38 {
            pen.foreground = color
          } else {
            pen.background = color
          }
          index += 4
        } else if mode == 5 {
          index += 2  // 256-colour palette: not tracked.
        }
      default:
        break
      }
      index += 1
    }
  }

  // MARK: - Screen operations

  private mutating func withScreen(_ body: (inout CellBuffer) -> Void) {
    if isAlternateScreenActive {
      body(&alternateScreen)
    } else {
      body(&mainScreen)
    }
  }

  /// Shows one scalar the program wrote: it joins the character before the cursor when it
  /// continues it, else it starts a new character at the cursor (on the next row first when it
  /// does not fit and autowrap is on).
  private mutating func show(_ scalar: Unicode.Scalar) {
    if join(scalar) { return }
    let character = Character(scalar)
    let width = Cell.receivedWidth(of: character)
    guard width > 0 else { return }  // Nothing before it to carry it: nothing shows.
    if cursor.x + width > columns {
      rightEdgeOverflows += 1
      if isAutowrapOn {
        cursor.x = 0
        lineFeed()
      } else {
        cursor.x = max(columns - width, 0)
      }
    }
    let x = cursor.x
    let y = cursor.y
    let fits = x + width <= columns
    guard
      let cell = Cell(
        received: character, width: fits ? width : 1, foreground: pen.foreground,
        background: pen.background, isBold: pen.isBold)
    else { return }
    withScreen { $0[x, y] = cell }
    cursor.x = min(x + (fits ? width : 1), columns)
  }

  /// Adds `scalar` to the character just before the cursor when the two make one character, as
  /// a terminal that joins grapheme clusters does; the character may become wide. Returns
  /// whether it joined.
  private mutating func join(_ scalar: Unicode.Scalar) -> Bool {
    var x = min(cursor.x, columns) - 1
    let y = cursor.y
    guard x >= 0 else { return false }
    if screen[x, y].width == 0, x > 0 {
      x -= 1
    }
    let before = screen[x, y]
    // Plain text after plain text never joins: spared the cost of asking.
    if scalar.isASCII, before.character.isASCII { return false }
    var joined = String(before.character)
    joined.unicodeScalars.append(scalar)
    guard joined.count == 1, let character = joined.first else { return false }
    let width = max(Cell.receivedWidth(of: character), 1)
    let fits = x + width <= columns
    guard
      let cell = Cell(
        received: character, width: fits ? width : 1, foreground: before.foreground,
        background: before.background, isBold: before.isBold)
    else { return true }  // Too long for a cell: the scalar is dropped.
    withScreen { $0[x, y] = cell }
    cursor.x = min(x + (fits ? width : 1), columns)
    return true
  }

  private mutating func moveCursor(x: Int, y: Int) {
    cursor.x = min(max(0, x), columns - 1)
    cursor.y = min(max(0, y), rows - 1)
  }

  private mutating func lineFeed() {
    if cursor.y == rows - 1 {
      scroll(by: 1)
    } else {
      cursor.y += 1
    }
  }

  private mutating func reverseLineFeed() {
    if cursor.y == 0 {
      scroll(by: -1)
    } else {
      cursor.y -= 1
    }
  }

  /// Scrolls the whole screen up by `lines` (down when negative), filling with blank cells.
  private mutating func scroll(by lines: Int) {
    scrolledLines += abs(lines)
    let blank = erasedCell
    let rows = rows
    let columns = columns
    withScreen { screen in
      var scrolled = CellBuffer(width: columns, height: rows, filledWith: blank)
      for y in 0..<rows where (0..<rows).contains(y + lines) {
        for x in 0..<columns {
          scrolled[x, y] = screen[x, y + lines]
        }
      }
      screen = scrolled
    }
  }

  /// The cell that erasing leaves: a space in the current background colour, as xterm does.
  private var erasedCell: Cell {
    Cell(character: " ", foreground: pen.foreground, background: pen.background)
  }

  private mutating func eraseInDisplay(_ mode: Int) {
    let x = min(cursor.x, columns - 1)
    let y = cursor.y
    switch mode {
    case 0:
      erase(CellRect(x: x, y: y, width: columns - x, height: 1))
      erase(CellRect(x: 0, y: y + 1, width: columns, height: rows - y - 1))
    case 1:
      erase(CellRect(x: 0, y: 0, width: columns, height: y))
      erase(CellRect(x: 0, y: y, width: x + 1, height: 1))
    case 2, 3:
      erase(CellRect(x: 0, y: 0, width: columns, height: rows))
    default:
      break
    }
  }

  private mutating func eraseInLine(_ mode: Int) {
    let x = min(cursor.x, columns - 1)
    switch mode {
    case 0:
      erase(CellRect(x: x, y: cursor.y, width: columns - x, height: 1))
    case 1:
      erase(CellRect(x: 0, y: cursor.y, width: x + 1, height: 1))
    case 2:
      erase(CellRect(x: 0, y: cursor.y, width: columns, height: 1))
    default:
      break
    }
  }

  private mutating func erase(_ rect: CellRect) {
    let blank = erasedCell
    withScreen { $0.fill(rect, with: blank) }
  }
}
