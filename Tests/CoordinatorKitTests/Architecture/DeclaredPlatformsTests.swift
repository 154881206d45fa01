import Foundation
import Testing

/// The package builds for what its manifest declares: Swift tools 6.0 (Xcode 16.0 and later),
/// iOS 17 and macOS 14. Linux cannot see Apple availability, so the API and language features
/// known to be newer are kept out by name; the real SDK check (CONTRIBUTING.md)
/// covers the rest.
@Suite("Declared platforms")
struct DeclaredPlatformsTests {
  /// What needs more than the manifest declares, with what it needs.
  static let newerThanDeclared: [(text: String, needs: String)] = [
    ("import Synchronization", "iOS 18 / macOS 15 (Atomic, Mutex)"),
    ("isolated deinit", "the Swift 6.2 compiler"),
    ("weak let ", "the Swift 6.2 compiler"),
    ("nonisolated(nonsending)", "the Swift 6.2 compiler"),
    ("@concurrent", "the Swift 6.2 compiler"),
    ("InlineArray", "the Swift 6.2 compiler and iOS 26"),
    ("Observations {", "iOS 26 / macOS 26"),
  ]

  private static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  @Test func theManifestDeclaresTheMinimumsTheReadmeStates() throws {
    let manifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.hasPrefix("// swift-tools-version: 6.0\n"))
    #expect(manifest.contains("platforms: [.macOS(.v14), .iOS(.v17)]"))
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("Swift 6.0 or later (Xcode 16 or later), iOS 17, macOS 14"))
  }

  @Test func noSourceUsesWhatIsNewerThanTheManifestDeclares() throws {
    var checked = 0
    for folder in ["Sources", "Tests", "Examples"] {
      let base = Self.root.appendingPathComponent(folder)
      let files =
        FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String }
        .filter { $0.hasSuffix(".swift") && $0 != "DeclaredPlatformsTests.swift" } ?? []
      for file in files where !file.hasSuffix("/DeclaredPlatformsTests.swift") {
        let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
        for (newer, needs) in Self.newerThanDeclared where text.contains(newer) {
          Issue.record("\(folder)/\(file) uses \(newer), which needs \(needs)")
        }
        checked += 1
      }
    }
    #expect(checked > 200)
  }
}
