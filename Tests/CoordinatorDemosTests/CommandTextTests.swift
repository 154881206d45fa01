import DemoApps
import Foundation
import Testing

/// What the program says about itself is true: the help names the
/// demos (every ``DemoKind``) and lists the exit statuses, `--version` answers, errors name demos rather than
/// internals, and the exit statuses follow the table.
@Suite("What coordinator-demo says", TestEnvironment.demoTimeLimit)
struct CommandTextTests {
  @Test func helpNamesEveryDemoAndTheExitStatuses() throws {
    let help = try DemoExecutable.run(["--help"])
    #expect(help.status == 0)
    let text = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let picker = try #require(text.range(of: "a picker of the demos opens ("), "\(text)")
    let listed = text[picker.upperBound...].prefix { $0 != ")" }
    #expect(listed == "rainbow, master-detail, mvvmc, menu or mail", "\(text)")
    for demo in DemoKind.allCases {
      #expect(listed.contains(demo.rawValue), "the help's picker sentence lacks \(demo)")
    }
    #expect(text.contains("The demo to open: \(listed)."), "\(text)")
    #expect(text.contains("Exit status:"), "\(text)")
    for status in ["0 ", "1 ", "2 ", "64 ", "129 ", "130 ", "143 "] {
      #expect(text.contains(status), "\(status) in \(text)")
    }
    #expect(text.contains("Ctrl-Z"), "\(text)")
    #expect(text.contains("Esc or Backspace"), "\(text)")
  }

  @Test func theVersionSaysNoReleaseIsTaggedAsTheChangelogDoes() throws {
    let run = try DemoExecutable.run(["--version"])
    #expect(run.status == 0, "\(run)")
    #expect(run.standardOutput == "0.0.0-unreleased (development)\n", "\(run)")
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let changelog = try String(
      contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    #expect(changelog.contains("No version has been tagged yet"))
    let released = changelog.split(separator: "\n").filter {
      $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true
    }
    #expect(released.isEmpty, "a release in the CHANGELOG needs its number in --version")
  }

  @Test func anotherDemosLinkNamesTheDemosNotTheirRoutes() throws {
    let run = try DemoExecutable.run(
      ["menu", "--script", "", "--open", "coordinatorkit://rainbow/2"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("it opens the rainbow demo and this is the menu demo"))
    #expect(!run.standardError.contains("menu/menu"), "\(run)")
    #expect(!run.standardError.contains("colour(0)"), "\(run)")
  }

  @Test func aStateFileOfAnotherDemoNamesThatDemo() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("state.json").path
    _ = try DemoExecutable.script(
      "rainbow", "n", options: ["--state-file", file], allowsErrorOutput: true)
    let run = try DemoExecutable.run(["menu", "--script", "", "--state-file", file])
    #expect(run.status == 1, "\(run)")
    #expect(run.standardError.contains("it was saved by the rainbow demo"), "\(run)")
    #expect(!run.standardError.contains("colour(0)"), "\(run)")
    #expect(!run.standardError.contains(".):"), "\(run)")
  }

  @Test func aDraftOfOneLineSaysLine() throws {
    let dump = try DemoExecutable.run(["mail", "--script", "c w t"])
    #expect(dump.standardOutput.contains("1 line)"), "\(dump)")
    #expect(!dump.standardOutput.contains("1 lines"), "\(dump)")
  }

  @Test func ctrlCAsAScriptKeyExitsAsSIGINTDoes() throws {
    let run = try DemoExecutable.run(["rainbow", "--script", "n CtrlC n"])
    #expect(run.status == 130, "\(run)")
  }

  @Test func escAndBackspaceGoBackToThePickerFromEveryDemo() throws {
    // Mail starts on the Inbox's messages, pushed on the mailboxes: one Esc more.
    let keysPerDemo = [
      "1 Esc", "1 Backspace", "5 Esc Esc", "5 Backspace Backspace", "5 Down Enter Esc Esc Esc",
    ]
    for keys in keysPerDemo {
      let screen = try DemoExecutable.screen(nil, keys)
      #expect(screen.contains("Choose a demo"), "\(keys): \(screen)")
    }
    let again = try DemoExecutable.screen(nil, "5 Esc Esc 5 3")
    #expect(again.contains("Signed out."), "mail opens again: \(again)")
  }

  @Test func twoDumpsOfTheSameScriptAreIdenticalAndReadable() throws {
    let first = try DemoExecutable.script("mail", "3 s s 2 Enter", options: ["--dump-state"])
    let second = try DemoExecutable.script("mail", "3 s s 2 Enter", options: ["--dump-state"])
    #expect(first.standardOutput == second.standardOutput)
    #expect(!first.standardOutput.contains("\"_0\""), "\(first.standardOutput)")
    #expect(first.standardOutput.contains("\"owner\" : \"coordinator-"))
    // Labels stand for the same identity wherever it appears.
    let dump = try DemoExecutable.dump("mvvmc", "p")
    #expect(dump.coordinatorsMatchScreens)
  }
}
