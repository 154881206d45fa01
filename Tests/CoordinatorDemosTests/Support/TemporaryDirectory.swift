import Foundation
import Testing

/// A new empty directory, removed when the value is released.
final class TemporaryDirectory: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("CoordinatorDemosTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    // A test may have left it read-only; make it removable first.
    chmod(url.path, 0o755)
    try? FileManager.default.removeItem(at: url)
  }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  var path: String { url.path }
}
