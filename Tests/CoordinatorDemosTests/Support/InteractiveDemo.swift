import Foundation
import TerminalTestSupport
import TerminalToolkit
import Testing

/// One `coordinator-demo` on a pseudo-terminal (80 × 24 unless told), with waits that fail the test with the
/// screen when the expected text does not appear within 10 seconds.
final class InteractiveDemo {
  static let timeout = Duration.seconds(10)

  /// What the program starts with for SIGTERM, SIGINT, SIGHUP and SIGWINCH: a program gets the
  /// signal mask of the thread that launches it.
  enum TerminalSignals {
    /// Whatever the test's thread has (Swift Testing's threads block them).
    case inherited
    /// Deliverable, as when a shell starts the program.
    case unblocked
    /// Blocked.
    case blocked
  }

  let terminal: PseudoTerminalProcess

  init(
    _ arguments: [String], terminalSignals: TerminalSignals = .inherited,
    columns: Int = DemoScreen.columns, rows: Int = DemoScreen.rows,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let executable = try DemoExecutable.require(sourceLocation: sourceLocation)
    #if os(Linux)
      var signals = sigset_t()
      var previous = sigset_t()
      sigemptyset(&signals)
      for signal in [SIGTERM, SIGINT, SIGHUP, SIGWINCH] {
        sigaddset(&signals, signal)
      }
      switch terminalSignals {
      case .inherited: break
      case .unblocked: pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
      case .blocked: pthread_sigmask(SIG_BLOCK, &signals, &previous)
      }
      defer {
        if terminalSignals != .inherited {
          pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
      }
    #endif
    terminal = try PseudoTerminalProcess(
      executableURL: executable, arguments: arguments, columns: columns, rows: rows)
  }

  var emulator: TerminalEmulator { terminal.emulator }

  /// The emulated screen's rows.
  var screen: DemoScreen {
    let emulator = terminal.emulator
    return DemoScreen(rows: (0..<emulator.rows).map { emulator.row($0) })
  }

  var localModes: tcflag_t? { terminal.localModesOfTerminal() }

  /// Waits until the screen shows `text` on one row (the emulator cuts rows at the right edge:
  /// start the demo with enough `columns` for long messages).
  func waitForPrinted(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try waitUntil("\"\(text)\"", sourceLocation: sourceLocation) { emulator in
      emulator.screenText.contains(text)
    }
  }

  func press(_ keys: Key...) throws {
    try terminal.send(keys)
  }

  /// Types `text`, one key a character.
  func type(_ text: String) throws {
    try terminal.send(text.map { Key.character($0) })
  }

  /// Waits until `condition` holds for the emulated terminal.
  func waitUntil(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: (TerminalEmulator) -> Bool
  ) throws {
    let met = terminal.waitForScreen(timeout: Self.timeout, where: condition)
    try #require(
      met, "waited for \(what); the screen shows:\n\(screen)", sourceLocation: sourceLocation)
  }

  /// Waits until the screen shows every one of `texts` and none of `absent`.
  func waitFor(
    _ texts: String..., absent: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let what =
      texts.map { "\"\($0)\"" }.joined(separator: ", ")
      + (absent.map { " without \"\($0)\"" } ?? "")
    try waitUntil(what, sourceLocation: sourceLocation) { emulator in
      let text = emulator.screenText
      return texts.allSatisfy(text.contains) && !(absent.map(text.contains) ?? false)
    }
  }

  /// Waits until the screen is exactly `expected` (a settled frame, no animation in between).
  func waitForScreen(
    equalTo expected: DemoScreen, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try waitUntil("the screen:\n\(expected)", sourceLocation: sourceLocation) { emulator in
      (0..<DemoScreen.rows).allSatisfy { emulator.row($0) == expected.lines[$0] }
    }
  }

  /// Waits until the background of the cell at `x`, `y` satisfies `isExpected`.
  func waitForColour(
    _ what: String, x: Int, y: Int, sourceLocation: SourceLocation = #_sourceLocation,
    _ isExpected: (RGBColor) -> Bool
  ) throws {
    let met = terminal.waitForScreen(timeout: Self.timeout) {
      isExpected($0.cell(x: x, y: y).background)
    }
    try #require(
      met,
      "\(what): the background at (\(x), \(y)) is \(emulator.cell(x: x, y: y).background)",
      sourceLocation: sourceLocation)
  }

  /// Types `q` and checks the program exits 0 and gives the terminal back.
  func quit(sourceLocation: SourceLocation = #_sourceLocation) throws {
    try press(.character("q"))
    try expectExitAndRestoredTerminal(status: 0, sourceLocation: sourceLocation)
  }

  /// Checks the program exits with `status` and leaves the terminal as it found it: the
  /// alternate screen left (the main screen clean), the cursor shown, echo and line editing on.
  func expectExitAndRestoredTerminal(
    status: Int32, timeout: Duration = InteractiveDemo.timeout,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let exitStatus = terminal.waitForExit(timeout: timeout)
    #expect(exitStatus == status, sourceLocation: sourceLocation)
    let emulator = terminal.emulator
    #expect(emulator.alternateScreenEntries == 1, sourceLocation: sourceLocation)
    #expect(emulator.alternateScreenExits == 1, sourceLocation: sourceLocation)
    #expect(!emulator.isAlternateScreenActive, sourceLocation: sourceLocation)
    #expect(emulator.isCursorVisible, sourceLocation: sourceLocation)
    #expect(
      !emulator.screenText.contains("Quit"), "nothing drawn on the main screen",
      sourceLocation: sourceLocation)
    let modes = try #require(localModes, sourceLocation: sourceLocation)
    let cooked = tcflag_t(ECHO | ICANON | ISIG)
    #expect(
      modes & cooked == cooked, "ECHO, ICANON and ISIG are back", sourceLocation: sourceLocation)
  }
}
