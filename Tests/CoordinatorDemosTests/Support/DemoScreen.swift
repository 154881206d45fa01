import Foundation
import Testing

/// The 80 × 24 screen a script prints, as lines of text.
struct DemoScreen: CustomStringConvertible {
  static let columns = 80
  static let rows = 24

  /// The 24 rows, trailing spaces trimmed.
  let lines: [String]

  /// Parses what `--script` printed: the screen's rows (trailing blank rows left out) and a line
  /// break.
  init(printed: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(
      printed.hasSuffix("\n"), "the screen ends with a line break", sourceLocation: sourceLocation)
    var lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if printed.hasSuffix("\n") {
      lines.removeLast()
    }
    try #require(
      lines.count <= DemoScreen.rows, "at most 24 rows:\n\(printed)",
      sourceLocation: sourceLocation)
    #expect(
      lines.allSatisfy { $0.count <= DemoScreen.columns }, "at most 80 columns:\n\(printed)",
      sourceLocation: sourceLocation)
    self.lines = lines + Array(repeating: "", count: DemoScreen.rows - lines.count)
  }

  /// Builds a screen from an emulator's rows.
  init(rows: [String]) {
    lines = rows
  }

  var text: String { lines.joined(separator: "\n") }
  var description: String { text }

  func contains(_ text: String) -> Bool { self.text.contains(text) }

  /// How many rows contain `text`.
  func rowCount(containing text: String) -> Int {
    lines.filter { $0.contains(text) }.count
  }

  /// The first row containing `text`, or `nil`.
  func rowIndex(containing text: String) -> Int? {
    lines.firstIndex { $0.contains(text) }
  }

  /// The title bar of the bottom stack (row 0), split into its back label and its title.
  var titleBar: (back: String?, title: String) {
    let parts = lines[0].split(separator: "  ", omittingEmptySubsequences: true)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    let back = parts.first { $0.hasPrefix("‹") }
    return (back, parts.last { !$0.hasPrefix("‹") } ?? "")
  }

  var title: String { titleBar.title }

  /// The key bar (the bottom row).
  var keyBar: String { lines[DemoScreen.rows - 1] }

  /// Whether a framed panel (a sheet or an alert box) is drawn.
  var hasPanel: Bool { contains("┌") && contains("┘") }
}
