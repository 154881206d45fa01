import TerminalToolkit

extension TerminalHost {
  /// `text` wrapped at spaces into lines at most `width` terminal columns wide (a word wider
  /// than a line is split between characters), at most `limit` lines, the last cut with an
  /// ellipsis when more remains.
  static func wrap(_ text: String, width: Int, limit: Int) -> [String] {
    guard width > 0, limit > 0 else { return [] }
    var lines: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty, lines.count < limit {
      let fitting = rest.prefix(terminalWidth: width)
      if fitting.endIndex == rest.endIndex {
        lines.append(String(rest))
        rest = ""
        break
      }
      // A space just after what fits breaks there too; a character wider than the whole line
      // goes on a line of its own, where drawing cuts it.
      let window = rest[...fitting.endIndex]
      let breakAt = window.lastIndex(of: " ").flatMap { $0 > rest.startIndex ? $0 : nil }
      let end = breakAt ?? (fitting.isEmpty ? rest.index(after: rest.startIndex) : fitting.endIndex)
      lines.append(String(rest[..<end]))
      rest = rest[end...].drop { $0 == " " }
    }
    if !rest.isEmpty, let last = lines.popLast() {
      // Each character covers a column at least: what the cut can show is in the first `width`.
      lines.append(CellBuffer.cut(last + " " + rest.prefix(width), to: width))
    }
    return lines
  }
}
