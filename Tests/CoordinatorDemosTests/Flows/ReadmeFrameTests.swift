import Foundation
import TerminalToolkit
import Testing

@testable import CoordinatorDemos
@testable import DemoApps

/// The frames in the README are what the program prints: each is regenerated here from the
/// command line written above it and compared.
@MainActor
@Suite("README frames")
struct ReadmeFrameTests {
  private static let readme: String = {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))
      ?? ""
  }()

  /// Each documented frame: the arguments after `coordinator-demo`, and the frame's text.
  private static func frames() -> [(arguments: [String], frame: String)] {
    let lines = readme.components(separatedBy: "\n")
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

  @Test func theReadmeShowsAFrameOfEveryDemo() {
    let commands = Self.frames().map { $0.arguments.joined(separator: " ") }
    #expect(commands.count == 6)
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
