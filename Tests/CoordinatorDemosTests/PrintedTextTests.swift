import CoordinatorKit
import DemoApps
import Foundation
import Testing

/// Nothing the program prints acts on the terminal or forges a line: a link's decoded control
/// characters, a path's, an argument's or a state file's are written visibly (`\u{1B}`), each
/// message is one line, and what `--script` prints holds no control character but its line
/// breaks.
@Suite("Printed text is safe for a terminal", TestEnvironment.demoTimeLimit)
struct PrintedTextTests {
  /// The control characters in `text` (line breaks included) but for the final line break.
  static func controlCharacters(in text: String) -> [Unicode.Scalar] {
    let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
    return body.unicodeScalars.filter {
      $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
        || $0.properties.isBidiControl
    }
  }

  @Test(
    "A link's control characters are escaped in its one-line error",
    arguments: [
      ("%1b%5b2J", #"\u{1B}[2J"#), ("a%0d%0aforged", #"a\u{D}\u{A}forged"#),
      ("a%00b", #"a\u{0}b"#), ("%c2%9b2J", #"\u{9B}2J"#), ("%e2%80%aeevil", #"\u{202E}evil"#),
    ])
  func linkErrors(escape: String, shown: String) throws {
    let run = try DemoExecutable.run(["--script", "", "--open", "coordinatorkit://menu/" + escape])
    #expect(run.status == 2, "\(run)")
    #expect(run.errorLines.count == 1, "\(run)")
    #expect(Self.controlCharacters(in: run.standardError).isEmpty, "\(run)")
    #expect(run.standardError.contains(shown), "\(run)")
  }

  @Test func aLinkTypedIntoTheFieldIsShownEscaped() throws {
    // The field takes the characters as typed; the message names the decoded ones visibly.
    let link = "coordinatorkit://menu/%1b%5b2J".map(String.init).joined(separator: " ")
    let run = try DemoExecutable.script("menu", "g \(link) Enter", options: ["--columns", "120"])
    #expect(run.standardOutput.contains(#"not "\u{1B}[2J""#), "\(run)")
    #expect(Self.controlCharacters(in: run.standardOutput).allSatisfy { $0 == "\n" }, "\(run)")
  }

  @Test func aBadDemoNameIsEscapedInTheUsageMessage() throws {
    let run = try DemoExecutable.run(["\u{1B}[2Jbad\nline"])
    #expect(run.status == 64, "\(run)")
    #expect(run.standardError.contains(#"'\u{1B}[2Jbad\u{A}line'"#), "\(run)")
    #expect(!run.standardError.contains("\u{1B}"), "\(run)")
    #expect(!run.errorLines.contains { $0.hasPrefix("line") }, "no forged line: \(run)")
  }

  @Test func aBadScriptKeyIsEscapedInItsOneLineError() throws {
    let run = try DemoExecutable.run(["--script", "n \u{1B}[2J"])
    #expect(run.status == 64, "\(run)")
    #expect(run.errorLines.count == 1, "\(run)")
    #expect(Self.controlCharacters(in: run.standardError).isEmpty, "\(run)")
    #expect(run.standardError.contains(#""\u{1B}[2J""#), "\(run)")
  }

  @Test func aStateFilePathIsEscapedInItsOneLineError() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/missing\u{1B}[2J\r\nforged/state.json"
    let run = try DemoExecutable.run(["--script", "", "--state-file", path])
    #expect(run.status == 1, "\(run)")
    #expect(run.errorLines.count == 1, "\(run)")
    #expect(Self.controlCharacters(in: run.standardError).isEmpty, "\(run)")
    #expect(run.standardError.contains(#"missing\u{1B}[2J\u{D}\u{A}forged"#), "\(run)")
  }

  /// A state file, in `directory`, of the menu demo whose Detail shows `text` as `style`.
  static func menuState(
    showing text: String, as style: PresentationStyle, in directory: TemporaryDirectory
  ) throws -> URL {
    var state = NavigationState(root: DemoRoute.menu(.menu))
    switch style {
    case .push: try state.push(.menu(.detail(text: text)))
    case .modal(let style): try state.present(.menu(.detail(text: text)), as: style)
    }
    let file = directory.file("state.json")
    try StateFileTests.encoded(state).write(to: file)
    return file
  }

  static let hostileText = "x\u{1B}[2J\r\nforged\u{0}\u{9B}2J\u{202E}"

  @Test func aStateFilesTextIsEscapedWhereARefusalNamesIt() throws {
    let directory = try TemporaryDirectory()
    let file = try Self.menuState(showing: Self.hostileText, as: .modal(.sheet), in: directory)
    let run = try DemoExecutable.run(["menu", "--script", "", "--state-file", file.path])
    #expect(run.status == 1, "\(run)")
    #expect(run.errorLines.count == 1, "\(run)")
    #expect(Self.controlCharacters(in: run.standardError).isEmpty, "\(run)")
    #expect(run.standardError.contains(#"x\u{1B}[2J\u{D}\u{A}forged"#), "\(run)")
  }

  @Test func aStateFilesTextIsPrintedSafelyOnTheScreenAndInTheDump() throws {
    let directory = try TemporaryDirectory()
    let file = try Self.menuState(showing: Self.hostileText, as: .push, in: directory)
    let screen = try DemoExecutable.run(["menu", "--script", "", "--state-file", file.path])
    #expect(screen.status == 0, "\(screen)")
    #expect(
      Self.controlCharacters(in: screen.standardOutput).allSatisfy { $0 == "\n" }, "\(screen)")
    let dump = try DemoExecutable.run(
      ["menu", "--script", "", "--dump-state", "--state-file", file.path])
    #expect(dump.status == 0, "\(dump)")
    #expect(
      Self.controlCharacters(in: dump.standardOutput).allSatisfy { $0 == "\n" }, "\(dump)")
    // Still JSON, holding the text as it was.
    let json = try JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8))
    #expect("\(json)".contains("forged"))
    #expect(dump.standardOutput.contains(#"\u009b"#), "\(dump)")
  }
}
