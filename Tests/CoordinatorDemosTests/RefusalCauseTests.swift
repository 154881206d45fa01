import CoordinatorKit
import Foundation
import Testing

@testable import DemoApps

/// A refusal names its real cause in the user's words: a deleted message, an impossible date,
/// the screen of a state file that the demo does not go to (and how it would be shown), never a
/// coordinator's type or a cause that is not the one.
@Suite("Refusals name their real cause", TestEnvironment.demoTimeLimit)
struct RefusalCauseTests {
  /// The keys that type `text` into the link field, as script key names.
  private static func typing(_ text: String) -> String {
    text.map { $0 == " " ? "Space" : String($0) }.joined(separator: " ")
  }

  /// `text`'s words, one space between each: a message the screen wraps reads as one line.
  private static func words(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Opens the Inbox's second message and deletes it (↑ then Enter in the dialog).
  private static let deletingMessage2 = "Down Enter d Up Enter"

  @Test func aLinkToADeletedMessageSaysItWasDeleted() throws {
    let keys =
      Self.deletingMessage2 + " g " + Self.typing("coordinatorkit://mail/inbox/2") + " Enter"
    let text = try Self.words(DemoExecutable.script("mail", keys).standardOutput)
    #expect(
      text.contains(
        #"The link "mail/inbox/2" was refused: message 2, "A moth in relay 70", was deleted; open 1 or 3."#
      ),
      "\(text)")
    #expect(!text.contains("Coordinator"), "no coordinator's type: \(text)")
  }

  @Test func aLinkToAMissingMessageListsOnlyTheMessagesLeft() throws {
    let keys =
      Self.deletingMessage2 + " g " + Self.typing("coordinatorkit://mail/inbox/9") + " Enter"
    let text = try Self.words(DemoExecutable.script("mail", keys).standardOutput)
    #expect(text.contains("id must be a message of the inbox (1 or 3), not \"9\""), "\(text)")
  }

  @Test(
    "An impossible date is refused, saying which part cannot be",
    arguments: [
      ("2026-02-30%2009:00", "February 2026 has 28 days"),
      ("2026-01-01%2025:00", "an hour is 00 to 23"),
      ("2026-13-01%2009:00/red", "a month is 01 to 12"),
      ("2026-01-01%2009:60", "a minute is 00 to 59"),
      ("2026-04-31%2009:00:00", "April 2026 has 30 days"),
      ("2026-01-01%2009:00:61", "a second is 00 to 59"),
    ])
  func impossibleDates(date: String, reason: String) throws {
    let run = try DemoExecutable.run(
      ["--script", "", "--open", "coordinatorkit://master-detail/" + date])
    #expect(run.status == 2, "\(run)")
    #expect(run.errorLines.count == 1, "\(run)")
    #expect(run.standardError.contains("a date such as 2026-01-01 09:00 (\(reason))"), "\(run)")
  }

  @Test func theScriptsDatesStayRealDatesPastMidnight() {
    // The list's dates in scripts count minutes from 09:00: a link to any of them must open.
    let source = SequentialDateSource()
    let dates = (0...15 * 60).map { _ in source.nextDate() }
    #expect(dates[0] == "2026-01-01 09:00")
    #expect(dates[15 * 60 - 1] == "2026-01-01 23:59")
    #expect(dates[15 * 60] == "2026-01-02 00:00")
    #expect(dates.allSatisfy { ListDate.problem(with: $0) == nil })
  }

  @Test func aLeapDayOpens() throws {
    let screen = try DemoExecutable.screen(
      nil, "", options: ["--open", "coordinatorkit://master-detail/2024-02-29%2023:59"])
    #expect(screen.contains("2024-02-29 23:59"), "\(screen)")
  }

  /// A state file of the rainbow demo at Index 1, with `edit` applied to its JSON.
  private static func rainbowFile(
    in directory: TemporaryDirectory, _ edit: (inout [String: Any]) throws -> Void
  ) throws -> String {
    let state = try NavigationState(root: DemoRoute.rainbow(.colour(index: 0)))
      .pushing(.rainbow(.colour(index: 1)))
    var json = try #require(
      try JSONSerialization.jsonObject(with: StateFileTests.encoded(state)) as? [String: Any])
    try edit(&json)
    let file = directory.file("state.json").path
    try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: file))
    return file
  }

  @Test func aStateFileWithAScreenInTheWrongStyleNamesThatStyle() throws {
    let directory = try TemporaryDirectory()
    let file = try Self.rainbowFile(in: directory) { json in
      var path = try #require(json["path"] as? [[String: Any]])
      path[0]["style"] = "sheet"
      json["path"] = path
    }
    let run = try DemoExecutable.run(["rainbow", "--script", "", "--state-file", file])
    #expect(run.status == 1, "\(run)")
    try StateFileTests.expectOneLine(
      run, naming: file,
      containing: "(this demo does not go from rainbow/colour(0) to rainbow/colour(1) in a "
        + "sheet, screen 2 of its stack)")
    #expect(!run.standardError.contains("any more"), "\(run)")
  }

  @Test func aStateFileOf10000ScreensNamesTheFirstTheDemoDoesNotGoTo() throws {
    let directory = try TemporaryDirectory()
    let file = try Self.rainbowFile(in: directory) { json in
      let first = try #require((json["path"] as? [[String: Any]])?.first)
      json["path"] = try (0..<10_000).map { index -> [String: Any] in
        var element = first
        var screen = try #require(element["screen"] as? [String: Any])
        screen["id"] = UUID().uuidString
        screen["route"] = ["rainbow": ["_0": ["colour": ["index": index % 6 + 1]]]]
        element["screen"] = screen
        return element
      }
    }
    let run = try DemoExecutable.run(["rainbow", "--script", "", "--state-file", file])
    #expect(run.status == 1, "\(run)")
    try StateFileTests.expectOneLine(
      run, naming: file,
      containing: "(this demo does not go from rainbow/colour(6) to rainbow/colour(1) pushed, "
        + "screen 8 of its stack)")
    #expect(!run.standardError.contains("any more"), "\(run)")
  }

  @Test func theHelpAndTheManualGiveTheWidthsTheColumnsReallyShowFrom() throws {
    let help = try DemoExecutable.run(["--help"]).standardOutput
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      help.contains(
        "The mail demo shows its Contacts tab's list beside a contact from 96 columns, and its "
          + "Inbox tab's mailboxes, messages and message side by side from 120."), "\(help)")
    let manual = try CommandLineLimitTests.manual()
    #expect(manual.contains("a three-column split view from 120 columns"))
    #expect(manual.contains("a two-column one from 96"))
    // What the program draws: the columns' separator appears exactly from those widths.
    func columns(_ keys: String, width: Int) throws -> Int {
      let run = try DemoExecutable.script("mail", keys, options: ["--columns", "\(width)"])
      let title = run.standardOutput.split(separator: "\n").first ?? ""
      return title.filter { $0 == "│" }.count + 1
    }
    #expect(try columns("", width: 119) == 1)
    #expect(try columns("", width: 120) == 3)
    #expect(try columns("2", width: 95) == 1)
    #expect(try columns("2", width: 96) == 2)
  }
}
