import Foundation
import Testing

/// The README's installation section names products the package really has, and a place the
/// package really is (a checkout the reader has: no release is tagged), so a newcomer's first
/// `Package.swift` resolves.
@Suite("README installation")
struct ReadmeInstallationTests {
  @Test func everyProductTheReadmeNamesExists() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let installation = try #require(
      readme.components(separatedBy: "## Installation").dropFirst().first?
        .components(separatedBy: "\n## ").first)
    let named = Self.names(after: ".product(name: \"", in: installation)
    let products = Set(Self.names(after: ".library(name: \"", in: manifest))
    #expect(named.count >= 3)
    for name in named {
      #expect(products.contains(name), "README installs \(name), which Package.swift lacks")
    }
    // No release is tagged: the package is a checkout the reader has, never a made-up address.
    #expect(installation.contains(".package(path: "), "\(installation)")
    #expect(!installation.contains("<owner>"), "\(installation)")
    #expect(!installation.contains("github.com"), "\(installation)")
  }

  /// The quoted names that follow each `prefix` in `text`.
  private static func names(after prefix: String, in text: String) -> [String] {
    text.components(separatedBy: prefix).dropFirst().compactMap {
      $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
    }
  }
}
