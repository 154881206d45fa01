import Foundation
import Testing

/// The DocC articles show only code that compiles: every ```swift block of every page in
/// Sources/CoordinatorKit/CoordinatorKit.docc appears, line for line and indentation aside, in an
/// article test file (Documentation/Articles, compiled and run by this suite) or in
/// Examples/ArticleExamples (type-checked by Checks/PublicAPI against the SwiftUI and UIKit
/// stand-ins).
@Suite("DocC articles show compiled code")
struct ArticleCodeTests {
  /// The articles the catalog must hold; each must show code. Any other page but the landing
  /// page must show code too.
  static let articles = [
    "LifeWithoutNavigationView", "MVPWithADependencyFactory", "MVPWithCoordinatorsInSwiftUI",
    "MVVMCInUIKit", "TestingNavigation", "WritingAHost",
  ]
  /// The landing page, which shows no code.
  static let landingPage = "CoordinatorKit"

  @Test func everySwiftBlockIsCompiledCode() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let pages = try Self.files(
      in: root.appendingPathComponent("Sources/CoordinatorKit/CoordinatorKit.docc"),
      withExtension: "md")
    let names = pages.map { $0.deletingPathExtension().lastPathComponent }
    #expect(Set(Self.articles + [Self.landingPage]).isSubset(of: names), "pages: \(names)")

    let sources =
      try Self.files(
        in: root.appendingPathComponent("Tests/CoordinatorKitTests/Documentation/Articles"),
        withExtension: "swift")
      + Self.files(
        in: root.appendingPathComponent("Examples/ArticleExamples"), withExtension: "swift")
    let compiled = try sources.map { Self.lines(try String(contentsOf: $0, encoding: .utf8)) }
    #expect(sources.count >= Self.articles.count)

    for (page, name) in zip(pages, names) {
      let blocks = try Self.swiftBlocks(in: String(contentsOf: page, encoding: .utf8))
      if name != Self.landingPage {
        #expect(blocks.count > 0, "\(name).md shows no Swift code")
      }
      for block in blocks {
        let found = compiled.contains { lines in
          lines.indices.contains { lines[$0...].starts(with: block) }
        }
        #expect(
          found,
          "\(name).md shows Swift code that no compiled file holds:\n\(block.joined(separator: "\n"))"
        )
      }
    }
  }

  /// The ```swift blocks of a page, each as its lines without indentation and without trailing
  /// blank lines; an unterminated block is recorded as an issue.
  static func swiftBlocks(in page: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in lines(page) {
      if var block = current {
        if line == "```" {
          while block.last == "" { block.removeLast() }
          blocks.append(block)
          current = nil
        } else {
          block.append(line)
          current = block
        }
      } else if line == "```swift" {
        current = []
      }
    }
    if current != nil {
      Issue.record("A ```swift block is not closed")
    }
    return blocks
  }

  /// The lines of `text` without their indentation, as `ReadmeTabsAndGuardsTests` compares them:
  /// code shown at a page's top level may be nested in a type in a compiled file.
  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.drop { $0 == " " })
    }
  }

  /// The files directly in `directory` whose name ends in `.extension`, sorted by name.
  static func files(in directory: URL, withExtension pathExtension: String) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == pathExtension }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }
}
