import Foundation
import Testing

/// A state file brings back the user's data with the screens that show it:
/// the master list's dates come back, so a restored Master lists them and a restored Detail's
/// date is one of them.
@Suite("State files restore the demos' data", TestEnvironment.demoTimeLimit)
struct DataRestoreTests {
  @Test func theMasterListComesBackWithItsDetails() throws {
    let directory = try TemporaryDirectory()
    let file = ["--state-file", directory.file("md.json").path]
    _ = try DemoExecutable.script(
      "master-detail", "+ + Down 1 Enter", options: file, allowsErrorOutput: true)

    let restored = try DemoExecutable.screen(
      "master-detail", "", options: file, allowsErrorOutput: true)
    #expect(restored.contains("2026-01-01 09:01") && restored.contains("2026-01-01 09:00"))
    #expect(!restored.contains("No dates yet"), "\(restored)")

    // New dates follow the restored ones instead of repeating them.
    let added = try DemoExecutable.screen(
      "master-detail", "+", options: file, allowsErrorOutput: true)
    #expect(added.contains("3 dates") && added.contains("2026-01-01 09:02"), "\(added)")

    let detail = try DemoExecutable.screen(
      "master-detail", "b", options: file, allowsErrorOutput: true)
    #expect(detail.title == "Detail", "\(detail)")
    #expect(detail.contains("2026-01-01 09:00"), "\(detail)")
  }
}
