import Foundation
import Testing

/// What the documentation refers to is there for a reader: the README starts with the two
/// commands and stays short, every path and link it (or any other page) names exists, a
/// section another page names by title is in the README, and no page or comment sends the
/// reader to an issue of a tracker they cannot see.
@Suite("Documentation references")
struct DocumentationReferenceTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The repository's files with `extensions`, relative paths, outside build folders.
  static func files(_ extensions: Set<String>) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
      let first = path.split(separator: "/").first.map(String.init) ?? path
      if first.hasPrefix(".build") || first == ".git" {
        enumerator?.skipDescendants()
        continue
      }
      if extensions.contains((path as NSString).pathExtension) {
        found.append(path)
      }
    }
    return found.sorted()
  }

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theReadmeStartsWithTheTwoCommandsAndIsAtMost300Lines() throws {
    let readme = try Self.text("README.md")
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.count - (readme.hasSuffix("\n") ? 1 : 0) <= 300, "README has \(lines.count) lines")
    #expect(
      readme.hasPrefix(
        """
        # CoordinatorKit

        ```sh
        swift run coordinator-demo        # the interactive terminal demo (builds everything first)
        swift test --disable-xctest       # the whole test suite
        ```
        """))
  }

  @Test func noPageOrCommentNamesAnIssueOfATrackerTheReaderCannotSee() throws {
    // Issues of public repositories are written with "#" and their project: those are kept.
    let trackerIssue = try NSRegularExpression(pattern: "\\b[Ii]ssues? [0-9]+")
    var found: [String] = []
    for path in Self.files(["md", "swift", "sh"]) {
      let text = try Self.text(path)
      for match in trackerIssue.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        let line =
          text[..<(Range(match.range, in: text)?.lowerBound ?? text.startIndex)]
          .filter { $0 == "\n" }.count + 1
        found.append("\(path):\(line)")
      }
    }
    #expect(found.isEmpty, "\(found)")
  }

  @Test func everyLinkAndRepositoryPathThePagesNameExists() throws {
    let link = try NSRegularExpression(pattern: #"\]\(([^)#\s]+)(#[^)]*)?\)"#)
    let code = try NSRegularExpression(pattern: "`([^`\\s]+)`")
    let topFolders = [
      "Sources/", "Tests/", "Examples/", "Docs/", "Scripts/", "Benchmarks/", "Fuzz/", "Checks/",
    ]
    var missing: [String] = []
    for page in Self.files(["md"]) {
      let text = try Self.text(page)
      let folder = (page as NSString).deletingLastPathComponent
      let range = NSRange(text.startIndex..., in: text)
      for match in link.matches(in: text, range: range) {
        guard let target = Range(match.range(at: 1), in: text).map({ String(text[$0]) }),
          !target.contains("://"), !target.hasPrefix("mailto:"), !target.hasPrefix("doc:")
        else { continue }
        let path = (folder as NSString).appendingPathComponent(target)
        if !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path) {
          missing.append("\(page): \(target)")
        }
      }
      for match in code.matches(in: text, range: range) {
        guard let token = Range(match.range(at: 1), in: text).map({ String(text[$0]) }) else {
          continue
        }
        let named =
          topFolders.contains { token.hasPrefix($0) }
          // A folder of the page's own folder, such as `Inbox/` in Examples/README.md.
          ? token
          : (page.hasPrefix("Examples/") && token.hasSuffix("/") ? "Examples/" + token : nil)
        guard let named, !named.contains("*"), !named.contains("…") else { continue }
        // A sentence may say that something is gone.
        let rest = String(
          text[(Range(match.range, in: text)?.upperBound ?? text.endIndex)...].prefix(400))
        let sentence = rest.components(separatedBy: ". ")[0].components(separatedBy: ".\n")[0]
        if sentence.contains("gone") { continue }
        if !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(named).path) {
          missing.append("\(page): \(token)")
        }
      }
    }
    #expect(missing.isEmpty, "\(missing)")
  }

  @Test func everyReadmeSectionAnotherPageNamesIsInTheReadme() throws {
    let named = try NSRegularExpression(pattern: #"README's "([^"]+)""#)
    let headings = Set(
      try Self.text("README.md").split(separator: "\n").filter { $0.hasPrefix("#") }
        .map { $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) })
    var missing: [String] = []
    for page in Self.files(["md"]) {
      let text = try Self.text(page)
      for match in named.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        if let title = Range(match.range(at: 1), in: text).map({ String(text[$0]) }),
          !headings.contains(title)
        {
          missing.append("\(page): \(title)")
        }
      }
    }
    #expect(missing.isEmpty, "\(missing)")
  }
}
