import Foundation
import Testing

/// A mail list's selected row (`▸`) is the one whose page its next column shows (or, collapsed,
/// the one shown over it last), whatever showed that page: a row opened, a link, a restored
/// state; so Enter opens what the user sees chosen.
@Suite("Mail lists select what their columns show", TestEnvironment.demoTimeLimit)
struct ListSelectionTests {
  /// The rows of `output` that hold a selection marker.
  private static func markedRows(_ output: String) -> [String] {
    output.split(separator: "\n").map(String.init).filter { $0.contains("▸") }
  }

  @Test func afterALinkEachColumnSelectsTheRowTheNextColumnShows() throws {
    let run = try DemoExecutable.script(
      "mail", "", options: ["--columns", "120", "--open", "coordinatorkit://mail/archive/5"])
    let marked = Self.markedRows(run.standardOutput)
    #expect(marked.count == 1, "one row holds both columns' markers: \(run.standardOutput)")
    #expect(marked.first?.contains("▸ Archive (2)") == true, "\(run.standardOutput)")
    #expect(
      marked.first?.contains("▸ Alan Turing: Can machines think?") == true, "\(run.standardOutput)")
  }

  @Test func enterAfterALinkOpensTheRowShownSelected() throws {
    // Tab gives the keys to the messages; Enter opens the selected one, which is the one shown.
    let run = try DemoExecutable.script(
      "mail", "Tab Enter",
      options: ["--columns", "120", "--open", "coordinatorkit://mail/archive/5"])
    #expect(run.standardOutput.contains("Can machines think?"), "\(run.standardOutput)")
    #expect(!run.standardOutput.contains("Here is a wire"), "\(run.standardOutput)")
  }

  @Test func collapsedTheListSelectsThePageALinkShowedOverIt() throws {
    let screen = try DemoExecutable.screen(
      "mail", "b", options: ["--open", "coordinatorkit://mail/inbox/2"])
    #expect(screen.contains("▸ Grace Hopper: A moth in relay 70"), "\(screen)")
    let after = try DemoExecutable.screen(
      "mail", "b Down Enter", options: ["--open", "coordinatorkit://mail/inbox/2"])
    #expect(after.title == "Lunch on Friday?", "Down moves on from the linked row: \(after)")
  }

  @Test func aRestoredStateSelectsTheRowsItsColumnsShow() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("state.json").path
    _ = try DemoExecutable.script(
      "mail", "", options: ["--open", "coordinatorkit://mail/archive/5", "--state-file", file],
      allowsErrorOutput: true)
    let run = try DemoExecutable.script(
      "mail", "", options: ["--columns", "120", "--state-file", file], allowsErrorOutput: true)
    let marked = Self.markedRows(run.standardOutput)
    #expect(marked.first?.contains("▸ Archive (2)") == true, "\(run.standardOutput)")
    #expect(
      marked.first?.contains("▸ Alan Turing: Can machines think?") == true, "\(run.standardOutput)")
  }
}
