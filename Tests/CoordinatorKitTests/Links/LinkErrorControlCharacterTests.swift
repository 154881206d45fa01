import CoordinatorKit
import Testing

/// A link is outside input: the text of it that an error quotes has its control characters
/// written visibly, so the description stays one line that a terminal shows as it is, whatever
/// the link's percent escapes decoded to.
@Suite("Link errors quote control characters visibly")
struct LinkErrorControlCharacterTests {
  enum Route: Hashable, Sendable {
    case row(String)
  }

  let table = LinkTable<Route>(
    schemes: ["app"],
    patterns: [
      LinkPattern("rows/:row") { match in
        let row: String = try match.parameter("row")
        guard row == "a" else {
          throw LinkError.invalidParameter(
            name: "row", value: row, expected: "a", pattern: match.pattern)
        }
        return NavigationTarget().pushing(.row(row))
      }
    ])

  @Test(
    arguments: [
      ("%1b%5b2J", #"not "\u{1B}[2J""#), ("x%0d%0ay", #"not "x\u{D}\u{A}y""#),
      ("%00", #"not "\u{0}""#), ("%c2%9b", #"not "\u{9B}""#), ("%e2%80%ae", #"not "\u{202E}""#),
    ])
  func aDecodedControlCharacterIsQuotedVisibly(escaped: String, quoted: String) throws {
    let error = #expect(throws: LinkError.self) { try table.target(for: "app://rows/" + escaped) }
    let description = error?.description ?? ""
    #expect(description.hasSuffix(quoted + "."), "\(description)")
    #expect(
      !description.unicodeScalars.contains {
        $0.properties.generalCategory == .control || $0.properties.isBidiControl
      }, "\(description)")
  }

  @Test func aQuotedTextStaysShortWhenItsControlCharactersAreSpelledOut() throws {
    let error = #expect(throws: LinkError.self) {
      try table.target(for: "app://rows/" + String(repeating: "%1b", count: 100))
    }
    let quoted = error?.description.split(separator: "\"")[safe: 3] ?? ""
    #expect(quoted.count <= LinkError.quotedLength, "\(quoted)")
    #expect(quoted.hasSuffix("…"), "\(quoted)")
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
