import Foundation
import Testing

/// Every public module has a DocC catalog whose landing page lists each of the module's public
/// types in its topics, so a new type cannot be left out of the documentation's table of contents.
@Suite("DocC catalog topics")
struct CatalogTopicsTests {
  static let modules = [
    "CoordinatorKit", "CoordinatorKitTesting", "CoordinatorKitTerminal", "CoordinatorKitSwiftUI",
    "CoordinatorKitUIKit",
  ]

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test(arguments: modules)
  func theLandingPageListsEveryPublicType(module: String) throws {
    let sources = Self.root.appendingPathComponent("Sources/\(module)")
    let landing = sources.appendingPathComponent("\(module).docc/\(module).md")
    let page = try String(contentsOf: landing, encoding: .utf8)
    let topics = try #require(page.components(separatedBy: "## Topics").dropFirst().first)
    let types = try Self.publicTypes(in: sources)
    #expect(!types.isEmpty)
    for name in types.sorted() {
      #expect(topics.contains("``\(name)``"), "\(module).md's topics leave out \(name)")
    }
  }

  /// The public types declared at the top level of a module's files (inside `#if` blocks too),
  /// without the underscored ones, which are not part of the API.
  static func publicTypes(in directory: URL) throws -> Set<String> {
    let declaration = try Regex(
      #"^\s*(?:@\w+\s+)*(?:public|open)\s+(?:final\s+|indirect\s+)*(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z][A-Za-z0-9]*)"#
    )
    var names: Set<String> = []
    let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      var depth = 0
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("//") { continue }
        if depth == 0, let match = try declaration.firstMatch(in: String(line)),
          let name = match.output[1].substring
        {
          names.insert(String(name))
        }
        depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
      }
    }
    return names
  }
}
