import Foundation
import Testing

/// The engine's unsafe constructs stay in its `_`-named storage types, in one folder, and the
/// planner stays in files of one algorithm each (CONTRIBUTING.md, "Where things go").
@Suite("Storage containment")
struct StorageContainmentTests {
  /// What the compiler cannot check.
  static let unsafeConstructs = [
    "unowned(unsafe)", "unsafeDowncast", "unsafelyUnwrapped", "Unmanaged",
    "@exclusivity(unchecked)", "nonisolated(unsafe)",
  ]

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

  @Test func unsafeConstructsLiveOnlyInUnderscoredStorageFiles() throws {
    let sources = try Self.sources()
    #expect(sources.count > 100)
    var holding: [String] = []
    for (path, text) in sources where Self.unsafeConstructs.contains(where: text.contains) {
      holding.append(path)
      let name = (path as NSString).lastPathComponent
      #expect(
        path.hasPrefix("Storage/") && name.hasPrefix("_"),
        "\(path) holds an unsafe construct outside Storage/'s _-named files")
    }
    #expect(holding.contains("Storage/_NodeWalk.swift"), "the check reads the sources")
  }

  @Test func everyStorageFileHoldsAnUnderscoredTypeAndChecksItsInvariant() throws {
    for (path, text) in try Self.sources() where path.hasPrefix("Storage/") {
      let name = (path as NSString).lastPathComponent
      #expect(name.hasPrefix("_"), "\(path): storage files are _-named")
      #expect(
        text.contains("precondition(") || text.contains("assert(")
          || text.contains("@MainActor") || text.contains("lock"),
        "\(path) states no invariant check")
    }
  }

  @Test func thePlannerIsOneAlgorithmPerFileAndNoFileIsLong() throws {
    for (path, text) in try Self.sources() {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
      #expect(lines <= 600, "\(path) has \(lines) lines")
      if path.hasPrefix("Transitions/") {
        #expect(lines < 400, "\(path) has \(lines) lines")
        #expect(!text.contains("plansEndChangesDirectly"), "\(path) selects between planners")
      }
    }
  }
}
