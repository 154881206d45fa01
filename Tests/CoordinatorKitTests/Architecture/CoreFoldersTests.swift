import Foundation
import Testing

/// Each core type is whole in one folder, and the navigator does not depend on the coordinator
/// layer (CONTRIBUTING.md, "Layout").
@Suite("Core folders")
struct CoreFoldersTests {
  private static var engine: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/CoordinatorKit")
  }

  /// The engine's Swift files, by path inside `Sources/CoordinatorKit`, with their text.
  private static func sources() throws -> [(path: String, text: String)] {
    let files =
      FileManager.default.enumerator(atPath: engine.path)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }.sorted() ?? []
    return try files.map {
      ($0, try String(contentsOf: engine.appendingPathComponent($0), encoding: .utf8))
    }
  }

  /// The files declaring or extending `type` at the top level.
  private static func files(extending type: String) throws -> [String] {
    try sources().filter { source in
      source.text.split(separator: "\n").contains { line in
        line.hasPrefix("extension \(type) ") || line.hasPrefix("extension \(type):")
          || line.hasPrefix("public struct \(type)<")
          || line.hasPrefix("public final class \(type)<")
      }
    }.map(\.path)
  }

  @Test func navigationStateIsWholeInState() throws {
    let files = try Self.files(extending: "NavigationState")
    #expect(files.contains("State/NavigationState.swift"), "the check reads the sources")
    #expect(files.filter { !$0.hasPrefix("State/") } == [])
  }

  /// The coordinator layer's two extensions (how coordinators reach a navigator, and the
  /// models they make for its screens) stay in that layer, so the navigator needs none of it.
  @Test func navigatorIsWholeInNavigatorApartFromTheCoordinatorLayersExtensions() throws {
    let files = try Self.files(extending: "Navigator")
    #expect(files.contains("Navigator/Navigator.swift"), "the check reads the sources")
    #expect(
      files.filter { !$0.hasPrefix("Navigator/") }.sorted() == [
        "Coordinators/Navigator+Coordinators.swift",
        "PresentersAndViewModels/FlowCoordinator+ScreenModels.swift",
      ])
  }

  @Test func theNavigatorAndItsMachineNameNoTypeOfTheCoordinatorLayer() throws {
    let sources = try Self.sources()
    let layer = sources.filter {
      $0.path.hasPrefix("Coordinators/") || $0.path.hasPrefix("PresentersAndViewModels/")
    }
    let declaration =
      /^\s*(?:@\w+ )*(?:(?:public|package|private|fileprivate|final) )*(?:struct|class|enum|protocol|actor|typealias) ([A-Z]\w*)/
      .anchorsMatchLineEndings()
    let names = Set(layer.flatMap { $0.text.matches(of: declaration).map { String($0.1) } })
    #expect(names.contains("Coordinator") && names.contains("CoordinatorDirectory"))
    for source in sources where source.path.hasPrefix("Navigator/") {
      let code = source.text.split(separator: "\n").filter {
        !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      }
      for line in code {
        let words = Set(line.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        let named = words.intersection(names).subtracting(["Phase", "Route"])
        #expect(named.isEmpty, "\(source.path) names \(named.sorted()): \(line)")
      }
    }
  }
}
