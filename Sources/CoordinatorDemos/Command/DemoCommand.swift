import ArgumentParser
import CoordinatorKit
import CoordinatorKitTerminal
import DemoApps
import Foundation
import TerminalToolkit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DemoKind: ExpressibleByArgument {}

/// `coordinator-demo`: runs the demo apps (``DemoKind``) in the terminal, interactively or from a
/// script of key presses.
public struct DemoCommand: ParsableCommand, Sendable {
  /// The demo program's version, which `--version` prints: no release of the package is
  /// tagged yet (see the CHANGELOG), so it says it is an unreleased development build; a
  /// release sets its number here when it is tagged.
  public static let version = "0.0.0-unreleased (development)"

  /// The exit statuses, as `--help` lists them.
  static let exitStatuses = """
    Exit status:
      0    quit with q or Ctrl-D, or the script ran to its end
      1    the terminal or the state file cannot be used (the message says why)
      2    the --open link cannot be opened; nothing was shown or saved
      64   a wrong command line: an unknown demo or option, a bad --script key
           name or more than 10,000 keys, a --columns width outside 20 to 1,000,
           --overwrite-state-file without --state-file
      129  SIGHUP, 130 Ctrl-C (the key or SIGINT), 143 SIGTERM; state saved first,
           or, before the demo opens, the state file left as it was
    """

  /// The demos' command-line names as the help writes them, "rainbow, master-detail, … or mail":
  /// made from ``DemoKind``, so the help names every demo there is.
  static let demoNames: String = {
    let names = DemoKind.allCases.map(\.rawValue)
    guard let last = names.last, names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }()

  /// The command's name, summary and help text.
  public static let configuration = CommandConfiguration(
    commandName: "coordinator-demo",
    abstract: "The CoordinatorKit demo apps, in the terminal.",
    discussion: """
      Without a demo name, a picker of the demos opens (\(demoNames)). Keys: q quits, t toggles the \
      inspector (coordinator tree and navigation state), g opens a link (for example \
      coordinatorkit://rainbow/5), Esc or Backspace on a demo's first screen goes back to the \
      picker, Ctrl-Z suspends (fg resumes); each screen shows its own keys.
      Script key names: a printable character stands for itself; Up Down Left Right Enter Esc \
      Space Tab Backspace CtrlC CtrlD name the others.

      \(exitStatuses)
      """,
    version: version)

  /// Where master/detail shows Detail.
  public enum DetailStyle: String, ExpressibleByArgument, CaseIterable, Sendable {
    case push, sheet
  }

  @Argument(help: "The demo to open: \(DemoCommand.demoNames).")
  var demo: DemoKind?

  @Option(help: "Where master/detail shows Detail: push or sheet.")
  var detailStyle: DetailStyle = .push

  @Option(
    help: ArgumentHelp(
      "Space-separated key names to apply without a terminal; prints the final screen.",
      discussion: "At most \(DemoCommand.scriptKeyLimit.groupedDigits) keys."))
  var script: String?

  @Option(
    help: ArgumentHelp(
      "Start at this link's screens, for example coordinatorkit://master-detail/red?modal=1.",
      discussion: "At most \(DemoLinks.maximumLength.groupedDigits) characters.",
      valueName: "link"))
  var open: String?

  @Flag(help: "With --script: print the navigation state and coordinator tree as JSON instead.")
  var dumpState = false

  // Unconditional, so that a negative width reaches the range check rather than being read
  // as an option.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "With --script: the width of the screen the keys act on and that is printed, "
        + "\(CommandLineError.span(DemoCommand.columnRange)) columns.",
      discussion: """
        The mail demo shows its Contacts tab's list beside a contact from \
        \(DemoCommand.splitViewWidths.twoColumns) columns, and its Inbox tab's mailboxes, \
        messages and message side by side from \(DemoCommand.splitViewWidths.threeColumns).
        """,
      valueName: "width"))
  var columns = NumberArgument(80)

  @Flag(help: "Show changes at once instead of sliding screens.")
  var noAnimation = false

  @Option(
    help: ArgumentHelp(
      "Save the navigation state here on quit and restore it on the next start.",
      discussion: """
        A file that cannot be restored is reported and left untouched. The file is replaced \
        atomically and keeps its permissions (a new one is created 0600); a link stays a link.
        """))
  var stateFile: String?

  @Flag(help: "With --state-file: start fresh without reading the file, and replace it on quit.")
  var overwriteStateFile = false

  /// Creates the command with its defaults; ArgumentParser fills in the options.
  public init() {}

  /// Runs the demo: scripted when `--script` is given, otherwise full-screen.
  ///
  /// `SIGTERM`, `SIGHUP` and `SIGINT` end the run the way quitting does: the state is saved,
  /// then the program exits with 128 + signal.
  public func run() throws {
    TerminationSignals.deferTermination()
    try MainActor.assumeIsolated { () throws in try runOnMainActor() }
  }

  /// The widths `--columns` accepts: a screen narrower than 20 columns cannot show a screen's
  /// title and keys, and 1,000 is wider than any terminal, while a screen is drawn in memory
  /// cell by cell (99,999,999 columns would take 38 GB).
  static let columnRange = 20...1_000
  /// The most keys a `--script` may name: a run applies them one by one, each settled before
  /// the next, so a longer one is better split into runs that share a `--state-file`.
  static let scriptKeyLimit = 10_000
  /// The widths from which the mail demo's split views show their columns side by side, as
  /// the terminal host draws them (``TerminalHost``): two columns, then three.
  static let splitViewWidths = (twoColumns: 96, threeColumns: 120)

  /// The size of the screen a script acts on and prints.
  ///
  /// - Throws: ``CommandLineError`` when `--columns` is not a width from ``columnRange``.
  func scriptScreenSize() throws(CommandLineError) -> TerminalSize {
    TerminalSize(
      columns: try columns.value(in: Self.columnRange, option: "--columns", unit: "columns"),
      rows: 24)
  }

  /// The keys of `--script`, when one is given.
  ///
  /// - Throws: ``CommandLineError`` for a name that is not a key, or more than
  ///   ``scriptKeyLimit`` keys.
  func scriptKeys() throws(CommandLineError) -> [Key]? {
    guard let script else { return nil }
    let keys: [Key]
    do {
      keys = try Key.parseScript(script)
    } catch {
      throw .badKeyName(reason: error.description)
    }
    guard keys.count <= Self.scriptKeyLimit else {
      throw .tooManyKeys(count: keys.count, limit: Self.scriptKeyLimit)
    }
    return keys
  }

  @MainActor
  private func runOnMainActor() throws {
    // A wrong command line is said first, whatever else is wrong.
    let keys: [Key]?
    do throws(CommandLineError) {
      keys = try scriptKeys()
      _ = try scriptScreenSize()
      if overwriteStateFile, stateFile == nil { throw CommandLineError.overwriteWithoutStateFile }
    } catch {
      Self.printError(error.description)
      throw ExitCode(64)
    }
    if keys == nil, !RawTerminal.isInteractive {
      Self.printError(
        "coordinator-demo needs an interactive terminal. Without one, pass --script \"KEYS\" "
          + "(for example --script \"n n m Esc\"); see --help.")
      throw ExitCode(1)
    }

    let app: DemoApp
    var notices: [String] = []
    do {
      // Until the demo opens nothing has changed, and the state file still holds everything:
      // a signal ends the program at once, leaving the file as it was, instead of waiting for a
      // deep saved state to be rebuilt only to save it again.
      app = try TerminationSignals.endingAtOnce(notice: restoringNotice) {
        () throws -> DemoApp in try makeApp(fixedClock: keys != nil, notices: &notices)
      }
    } catch let error as StateFileError {
      // Reported before anything is shown, so the user sees it at once; the file is untouched.
      Self.printError(error.description)
      throw ExitCode(1)
    }
    let demo = TerminalDemo(app: app, animated: keys == nil && !noAnimation)
    if let open {
      // A link that does not parse, or whose screens cannot be reached, changes nothing, and
      // nothing is shown or saved. One that waits for the user (a sign-in) goes on.
      // A demo named on the command line stays: another demo's link is refused.
      var problem = demo.open(link: open, switchesDemos: self.demo == nil)
      if problem == nil {
        demo.settle()
        problem = demo.linkFailure?.demoDescription
      }
      if let problem {
        Self.printError(problem)
        throw ExitCode(2)
      }
    }
    // However the run ends, the flows still waiting for the user end with it; if that stalls
    // (a defect), the program says so instead of exiting late in silence.
    defer {
      if !demo.finish() {
        Self.printError(
          "Ending the demo's flows did not settle within \(demo.settleLimit) on exit. Please report it."
        )
      }
    }
    if let keys {
      let output = try output(forScript: keys, demo: demo)
      print(output)
      try exitIfSignalled(demo)
      return
    }
    // What was said on standard error before the full screen covers it stays readable there,
    // a path's control characters written visibly as they were there.
    if !notices.isEmpty {
      demo.host.message = notices.joined(separator: " ").escapingControlCharacters
    }
    var sessionError: TerminalError?
    do {
      try InteractiveSession(host: demo.host).run()
    } catch {
      sessionError = error
    }
    // Whatever ended the session (quit, a signal, a terminal that closed), the state is saved.
    try saveState(of: demo.app)
    if let sessionError {
      Self.printError(sessionError.description)
      throw ExitCode(1)
    }
    try exitIfSignalled(demo)
  }

  /// What a signal that ends the program before the demo opens says: the state file, if any,
  /// is left as it was.
  private func restoringNotice(_ signalNumber: Int32) -> String {
    let stopped = "Stopped by \(TerminationSignals.name(of: signalNumber)) before the demo opened"
    return stateFile.map { "\(stopped); \($0) is left as it was." } ?? "\(stopped)."
  }

  /// Exits with 128 + signal when a terminating signal ended the run, and with 130 (as for
  /// `SIGINT`) when Ctrl-C was the key that quit.
  @MainActor
  private func exitIfSignalled(_ demo: TerminalDemo) throws {
    if let status = TerminationSignals.exitStatus {
      throw ExitCode(status)
    }
    if demo.host.quitKey == .controlC {
      throw ExitCode(128 + SIGINT)
    }
  }

  /// Runs the demo on `keys` without a terminal and returns what `--script` prints: the final
  /// screen as text, or with `--dump-state` the state and coordinator tree as JSON.
  @MainActor
  func output(forScript keys: [Key]) throws -> String {
    try output(
      forScript: keys, demo: TerminalDemo(app: try makeApp(fixedClock: true), animated: false))
  }

  /// ``makeApp(fixedClock:notices:)``, its notices printed only.
  @MainActor
  private func makeApp(fixedClock: Bool) throws -> DemoApp {
    var notices: [String] = []
    return try makeApp(fixedClock: fixedClock, notices: &notices)
  }

  @MainActor
  private func output(forScript keys: [Key], demo: TerminalDemo) throws -> String {
    // The keys act on the screen as it is drawn at the script's size (a wide one shows split
    // views side by side), as a user's keys act on what the terminal shows.
    let size = try scriptScreenSize()
    _ = demo.host.frame(size: size)
    demo.type(keys)
    if !demo.unsettledKeys.isEmpty {
      Self.printError(
        "The demo's work after the keys \(demo.unsettledKeys.map(\.name).joined(separator: " ")) did not settle "
          + "within \(demo.settleLimit); the output may be incomplete. Please report it.")
    }
    try saveState(of: demo.app)
    // Whatever the screen shows of text from outside (a saved state's), printed safely.
    return dumpState
      ? try demo.app.stateDump()
      : demo.host.plainText(size: size).escapingControlCharacters(keepingLineBreaks: true)
  }

  /// Saves the state when there is a state file, and says where; a failure is reported in one
  /// line and exits 1.
  @MainActor
  private func saveState(of app: DemoApp) throws {
    guard let stateFile else { return }
    do {
      let saved = try StateFile(path: stateFile).save(app.restorableState, data: app.data)
      let cause = TerminationSignals.received.map {
        " (the session ended by \(TerminationSignals.name(of: $0)))"
      }
      Self.printError("Saved the navigation state to \(saved)\(cause ?? "").")
    } catch {
      Self.printError(error.description)
      throw ExitCode(1)
    }
  }

  /// Builds the app, rebuilt from the state file when there is one; what it tells the user on
  /// the way (no saved state yet, starting fresh) is printed and added to `notices`.
  ///
  /// - Throws: ``StateFileError`` when the file exists and cannot be restored (unless
  ///   `--overwrite-state-file` is given), is not a regular file, or cannot be saved to.
  @MainActor
  private func makeApp(fixedClock: Bool, notices: inout [String]) throws -> DemoApp {
    let options = DemoOptions(
      detailStyle: detailStyle == .sheet ? .modal(.sheet) : .push, usesFixedClock: fixedClock)
    let app = DemoApp(kind: demo, options: options)
    guard let stateFile else {
      try app.start()
      return app
    }
    let file = StateFile(path: stateFile)
    if overwriteStateFile {
      try file.checkCanSave()
      let notice =
        "Starting fresh: the navigation state will replace \(stateFile) on quit "
        + "(--overwrite-state-file)."
      Self.printError(notice)
      notices.append(notice)
      try app.start()
      return app
    }
    let contents: StateFile.Contents
    do {
      contents = try file.load()
    } catch {
      // --overwrite-state-file is suggested only where a save could replace the file.
      guard case .unreadable(let path, let reason, _) = error else { throw error }
      do { try file.checkCanSave() } catch {
        throw StateFileError.unreadable(path: path, reason: reason, canBeReplaced: false)
      }
      throw error
    }
    try file.checkCanSave()
    guard case .state(let saved, let data) = contents else {
      let notice =
        "No saved state at \(stateFile) yet: starting at the root; quitting saves it there."
      Self.printError(notice)
      notices.append(notice)
      try app.start()
      return app
    }
    do {
      try app.restore(saved, data: data)
    } catch {
      throw StateFileError.doesNotFit(path: stateFile, reason: error.description)
    }
    return app
  }
}
