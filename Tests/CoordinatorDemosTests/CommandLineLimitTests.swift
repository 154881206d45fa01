import CoordinatorKit
import DemoApps
import Foundation
import Testing

/// Every size the command line gives the program is bounded: a value out of range is one line
/// on standard error and exit status 64 (a link, status 2, as for any link that cannot be
/// opened), before anything is drawn in memory or rebuilt, and `--help` and the manual state
/// each limit.
@Suite("Command-line limits", TestEnvironment.demoTimeLimit)
struct CommandLineLimitTests {
  @Test(
    "A --columns value that is not a width from 20 to 1,000 is one line and exit status 64",
    arguments: ["99999999", "1001", "19", "0", "-5", "99999999999999999999999", "abc", "", "8 0"])
  func columnsOutOfRange(value: String) throws {
    let run = try DemoExecutable.run(["--script", "", "--columns", value])
    #expect(!run.endedBySignal && !run.timedOut, "\(run)")
    #expect(run.status == 64, "\(run)")
    #expect(run.standardOutput.isEmpty, "\(run)")
    #expect(run.errorLines.count == 1, "\(run)")
    #expect(run.standardError.hasPrefix("--columns "), "\(run)")
    #expect(run.standardError.contains("give 20 to 1,000 columns"), "\(run)")
  }

  @Test func theWidestScreenIsDrawn() throws {
    let run = try DemoExecutable.script("mail", "", options: ["--columns", "1000"])
    let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 25, "24 rows and the final line break")
    #expect(lines.allSatisfy { $0.count <= 1_000 })
    #expect(lines.first?.filter { $0 == "│" }.count == 2, "the Inbox's three columns")
  }

  @Test func aScriptOfMoreThan10000KeysIsOneLineAndExitStatus64() throws {
    let keys = Array(repeating: "n", count: 10_001).joined(separator: " ")
    let run = try DemoExecutable.run(["rainbow", "--script", keys])
    #expect(run.status == 64, "\(run.status) \(run.standardError)")
    #expect(run.standardOutput.isEmpty)
    #expect(run.errorLines.count == 1, "\(run.standardError)")
    #expect(
      run.standardError.contains("--script names 10,001 keys, more than the 10,000"),
      "\(run.standardError)")
    let longest = Array(repeating: "n", count: 10_000).joined(separator: " ")
    #expect(try DemoExecutable.screen("rainbow", longest).contains("Purple"))
  }

  @Test func aLinkLongerThan2048CharactersIsOneLineAndExitStatus2() throws {
    let link = "coordinatorkit://menu/" + String(repeating: "m", count: 2_100)
    let run = try DemoExecutable.run(["--script", "", "--open", link])
    #expect(run.status == 2, "\(run.status)")
    #expect(run.errorLines.count == 1, "\(run.standardError)")
    #expect(run.standardError.count < 250, "\(run.standardError)")
    #expect(
      run.standardError.contains(
        "it is 2,122 characters long, more than the 2,048 a link of these demos may have"),
      "\(run.standardError)")
  }

  @Test func aStateFileNestedTooDeepSaysSo() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("deep.json")
    // Valid JSON: a saved state's keys, and data nested 600 levels deep beside them.
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    let state = try StateFileTests.encoded(
      NavigationState(root: DemoRoute.rainbow(.colour(index: 0))))
    let text = String(decoding: state, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    try Data((String(text.dropLast()) + ", \"demoData\": " + deep + "}").utf8).write(to: file)
    let run = try DemoExecutable.run(["rainbow", "--script", "", "--state-file", file.path])
    #expect(run.status == 1, "\(run)")
    try StateFileTests.expectOneLine(
      run, naming: file.path,
      containing: "(it nests arrays and objects more than 512 levels deep, deeper than a JSON "
        + "reader reads; a saved state nests about 10)")
    #expect(!run.standardError.contains("not valid JSON"), "\(run)")
  }

  @Test func aStateFileOfMoreThan100000ScreensSaysSo() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("many.json")
    var json =
      #"{"root":{"id":"00000000-0000-0000-0000-000000000000","route":{"picker":{}}},"path":["#
    for index in 1...100_001 {
      if index > 1 { json += "," }
      json +=
        #"{"style":"push","screen":{"id":"00000000-0000-0000-0000-"#
        + String(format: "%012x", index) + #"","route":{"picker":{}}}}"#
    }
    json += "]}"
    try Data(json.utf8).write(to: file)
    let run = try DemoExecutable.run(
      ["--script", "", "--state-file", file.path], timeout: .seconds(30))
    #expect(run.status == 1, "\(run.status) \(run.standardError.prefix(300))")
    try StateFileTests.expectOneLine(
      run, naming: file.path,
      containing: "(it holds 100,002 screens, more than the 100,000 a saved state may have)")
  }

  @Test func theHelpAndTheManualStateEveryLimit() throws {
    let help = try DemoExecutable.run(["--help"])
    let text = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let manual = try Self.manual()
    for limit in ["20 to 1,000 columns", "10,000 keys", "2,048 characters"] {
      #expect(text.contains(limit), "the help states \(limit): \(text)")
      #expect(manual.contains(limit), "the manual states \(limit)")
    }
    for limit in ["256 MB", "512 levels", "100,000 screens"] {
      #expect(manual.contains(limit), "the manual states the state file's \(limit)")
    }
    #expect(text.contains("a --columns width outside 20 to 1,000"), "\(text)")
  }

  /// The demo's manual, its lines joined by spaces.
  static func manual() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("Docs/TerminalDemo.md"), encoding: .utf8)
    return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
