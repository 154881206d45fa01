import Foundation
import Testing

/// The DocC articles show only code that compiles and cannot drift from it: every ```swift block
/// of every page in Sources/CoordinatorKit/CoordinatorKit.docc quotes, line for line and
/// indentation aside, the file its page names last before it, in backticks
/// (`Sources/DemoApps/Rainbow/RainbowCoordinator.swift`). The seed articles quote the one
/// implementation of their demo (Sources/DemoApps, which the terminal demo runs and the Apple
/// examples reuse) and its views (Examples/SeedDemos); the others quote their article tests.
@Suite("DocC articles quote compiled code")
struct ArticleCodeTests {
  /// The articles the catalog must hold; each must show code. Any other page but the landing
  /// page must show code too.
  static let articles = [
    "LifeWithoutNavigationView", "MVPWithADependencyFactory", "MVPWithCoordinatorsInSwiftUI",
    "MVVMCInUIKit", "TestingNavigation", "WritingAHost", "Presentations", "ScenesAndEntryPoints",
  ]
  /// The articles of the four seed demos, which must quote the demo's one implementation.
  static let seedArticles = [
    "LifeWithoutNavigationView", "MVPWithADependencyFactory", "MVPWithCoordinatorsInSwiftUI",
    "MVVMCInUIKit",
  ]
  /// The landing page, which shows no code.
  static let landingPage = "CoordinatorKit"

  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func everySwiftBlockQuotesTheFileItsPageNames() throws {
    let pages = try Self.files(
      in: Self.root.appendingPathComponent("Sources/CoordinatorKit/CoordinatorKit.docc"),
      withExtension: "md")
    let names = pages.map { $0.deletingPathExtension().lastPathComponent }
    #expect(Set(Self.articles + [Self.landingPage]).isSubset(of: names), "pages: \(names)")

    for (page, name) in zip(pages, names) {
      let quotes = try Self.quotes(in: String(contentsOf: page, encoding: .utf8))
      if name != Self.landingPage {
        #expect(quotes.count > 0, "\(name).md shows no Swift code")
      }
      if Self.seedArticles.contains(name) {
        #expect(
          quotes.contains { $0.file?.hasPrefix("Sources/DemoApps/") == true },
          "\(name).md quotes nothing of its demo in Sources/DemoApps")
      }
      for quote in quotes {
        let shown = quote.block.joined(separator: "\n")
        guard let file = quote.file else {
          Issue.record("\(name).md names no file before this block:\n\(shown)")
          continue
        }
        let url = Self.root.appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
          Issue.record("\(name).md names \(file), which does not exist")
          continue
        }
        let quoted = Self.contains(Self.lines(text), quote.block)
        #expect(quoted, "\(name).md shows code that \(file) does not hold:\n\(shown)")
      }
    }
  }

  /// The check can fail: a block that differs by one line from its file, or names a file
  /// that does not hold it, is not found.
  @Test func aChangedLineIsNotFound() {
    let file = Self.lines("struct A {\n  let b = 1\n  let c = 2\n}")
    #expect(Self.contains(file, ["let b = 1", "let c = 2"]))
    #expect(!Self.contains(file, ["let b = 1", "let c = 3"]))
    let quotes = Self.quotes(
      in:
        "See `Sources/X.swift`.\n```swift\nlet b = 1\n```\nThen `Tests/Y.swift`:\n```swift\nz\n```")
    #expect(quotes.map(\.file) == ["Sources/X.swift", "Tests/Y.swift"])
    #expect(quotes.map(\.block) == [["let b = 1"], ["z"]])
  }

  /// A ```swift block of a page and the file named last before it.
  struct Quote {
    var file: String?
    var block: [String]
  }

  /// The ```swift blocks of a page, each as its lines without indentation and without trailing
  /// blank lines, with the last repository path (`Sources/…`, `Examples/…`, `Tests/…` ending in
  /// `.swift`, in backticks) written before it; an unterminated block is recorded as an issue.
  static func quotes(in page: String) -> [Quote] {
    var quotes: [Quote] = []
    var file: String?
    var current: [String]?
    for line in lines(page) {
      if var block = current {
        if line == "```" {
          while block.last == "" { block.removeLast() }
          quotes.append(Quote(file: file, block: block))
          current = nil
        } else {
          block.append(line)
          current = block
        }
      } else if line == "```swift" {
        current = []
      } else if let named = line.matches(of: /`((?:Sources|Examples|Tests)\/[^`]+\.swift)`/).last {
        file = String(named.output.1)
      }
    }
    if current != nil {
      Issue.record("A ```swift block is not closed")
    }
    return quotes
  }

  /// Whether `block` appears in `file`, consecutive lines compared whole.
  static func contains(_ file: [String], _ block: [String]) -> Bool {
    file.indices.contains { file[$0...].starts(with: block) }
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
