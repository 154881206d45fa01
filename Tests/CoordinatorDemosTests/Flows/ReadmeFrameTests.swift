import Foundation
import TerminalToolkit
import Testing

@testable import CoordinatorDemos
@testable import DemoApps

/// The frames in the README and in the demo's manual (Docs/TerminalDemo.md) are what the program
/// prints: each is regenerated here from the command line written above it and compared.
@MainActor
@Suite("README frames")
struct ReadmeFrameTests {
  /// The README and the demo's manual, one after the other.
  private static let documents: String = {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return ["README.md", "Docs/TerminalDemo.md"].map {
      (try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) ?? ""
    }.joined(separator: "\n")
  }()

  /// Each documented frame: the arguments after `coordinator-demo`, and the frame's text.
  private static func frames() -> [(arguments: [String], frame: String)] {
    let lines = documents.components(separatedBy: "\n")
    var frames: [(arguments: [String], frame: String)] = []
    for (index, line) in lines.enumerated()
    where line.hasPrefix("`coordinator-demo ") && index + 1 < lines.count
      && lines[index + 1] == "```text"
    {
      let command = line.dropFirst().prefix { $0 != "`" }
      let body = lines[(index + 2)...].prefix { $0 != "```" }
      frames.append(
        (shellWords(String(command)).dropFirst().map { $0 }, body.joined(separator: "\n")))
    }
    return frames
  }

  /// Splits a command line on spaces, keeping double-quoted words whole.
  private static func shellWords(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in line {
      switch character {
      case "\"":
        quoted.toggle()
        started = true
      case " " where !quoted:
        if started { words.append(current) }
        current = ""
        started = false
      default:
        current.append(character)
        started = true
      }
    }
    if started { words.append(current) }
    return words
  }

  @Test func theDocumentationShowsAFrameOfEveryDemo() {
    let commands = Self.frames().map { $0.arguments.joined(separator: " ") }
    #expect(commands.count == 7)
    for demo in ["rainbow", "master-detail", "mvvmc", "menu", "mail"] {
      #expect(commands.contains { $0.hasPrefix(demo) }, "no frame of \(demo)")
    }
  }

  @Test func everyFrameIsWhatTheProgramPrints() throws {
    for (arguments, frame) in Self.frames() {
      let command = try DemoCommand.parse(arguments)
      let keys = try Key.parseScript(command.script ?? "")
      let output = try command.output(forScript: keys)
      #expect(
        output == frame, "README frame of: coordinator-demo \(arguments.joined(separator: " "))")
    }
  }
}
