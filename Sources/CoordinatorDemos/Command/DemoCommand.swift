import ArgumentParser
import CoordinatorKit
import CoordinatorKitTerminal
import Foundation

extension DemoKind: ExpressibleByArgument {}

/// `coordinator-demo`: runs the four demo apps in the terminal, interactively or from a script
/// of key presses.
public struct DemoCommand: ParsableCommand, Sendable {
  /// The command's name, summary and help text.
  public static let configuration = CommandConfiguration(
    commandName: "coordinator-demo",
    abstract: "The CoordinatorKit demo apps, in the terminal.",
    discussion: """
      Without a demo name, a picker of the four demos opens. Keys: q quits, t toggles the \
      inspector (coordinator tree and navigation state); each screen shows its own keys.
      Script key names: a printable character stands for itself; Up Down Left Right Enter Esc \
      Space Tab Backspace name the others.
      """)

  /// Where master/detail shows Detail.
  public enum DetailStyle: String, ExpressibleByArgument, CaseIterable, Sendable {
    case push, sheet
  }

  @Argument(help: "The demo to open: rainbow, master-detail, mvvmc or menu.")
  var demo: DemoKind?

  @Option(help: "Where master/detail shows Detail: push or sheet.")
  var detailStyle: DetailStyle = .push

  @Option(help: "Space-separated key names to apply without a terminal; prints the final screen.")
  var script: String?

  @Flag(help: "With --script: print the navigation state and coordinator tree as JSON instead.")
  var dumpState = false

  @Flag(help: "Show changes at once instead of sliding screens.")
  var noAnimation = false

  @Option(help: "Save the navigation state here on quit and restore it on the next start.")
  var stateFile: String?

  /// Creates the command with its defaults; ArgumentParser fills in the options.
  public init() {}

  /// Runs the demo: scripted when `--script` is given, otherwise full-screen.
  public func run() throws {
    try MainActor.assumeIsolated { () throws in try runOnMainActor() }
  }

  /// The size of the screen a script prints.
  static let scriptScreenSize = TerminalSize(columns: 80, rows: 24)

  @MainActor
  private func runOnMainActor() throws {
    var keys: [Key]?
    if let script {
      do {
        keys = try Key.parseScript(script)
      } catch {
        Self.printError(error.description)
        throw ExitCode(2)
      }
    }
    if keys == nil, !RawTerminal.isInteractive {
      Self.printError(
        "coordinator-demo needs an interactive terminal. Without one, pass --script \"KEYS\" "
          + "(for example --script \"n n m Esc\"); see --help.")
      throw ExitCode(1)
    }

    if let keys {
      print(try output(forScript: keys))
      return
    }
    let demo = TerminalDemo(app: try makeApp(fixedClock: false), animated: !noAnimation)
    do {
      try InteractiveSession(host: demo.host).run()
    } catch {
      Self.printError(error.description)
      throw ExitCode(1)
    }
    try saveState(of: demo.app)
  }

  /// Runs the demo on `keys` without a terminal and returns what `--script` prints: the final
  /// screen as text, or with `--dump-state` the state and coordinator tree as JSON.
  @MainActor
  func output(forScript keys: [Key]) throws -> String {
    let demo = TerminalDemo(app: try makeApp(fixedClock: true), animated: false)
    demo.type(keys)
    try saveState(of: demo.app)
    return dumpState ? try demo.app.stateDump() : demo.host.plainText(size: Self.scriptScreenSize)
  }

  @MainActor
  private func saveState(of app: DemoApp) throws {
    guard let stateFile else { return }
    do {
      try StateFile(path: stateFile).save(app.restorableState)
    } catch {
      Self.printError(
        "Cannot save the navigation state to \(stateFile) (\(error.localizedDescription)).")
      throw ExitCode(1)
    }
  }

  /// Builds the app, restored from the state file when there is a usable one.
  @MainActor
  private func makeApp(fixedClock: Bool) throws -> DemoApp {
    let options = DemoOptions(
      detailStyle: detailStyle == .sheet ? .sheet : .push, usesFixedClock: fixedClock)
    if let stateFile {
      let file = StateFile(path: stateFile)
      do {
        let saved = try file.load()
        let app = DemoApp(kind: demo, options: options)
        do {
          try app.restore(saved)
          return app
        } catch {
          throw StateFile.Problem.doesNotFit(stateFile, error)
        }
      } catch {
        Self.printError("\(error)")
      }
    }
    let app = DemoApp(kind: demo, options: options)
    try app.start()
    return app
  }

  private static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
