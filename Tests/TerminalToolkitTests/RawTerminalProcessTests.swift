import TerminalTestSupport
import TerminalToolkit

#if os(Linux)
  import Foundation
  import Glibc
  import Testing

  /// End-to-end checks of ``RawTerminal`` in a real process on a pseudo-terminal, for the exits
  /// that cannot run inside the test process (signals end the process).
  ///
  /// The child program is ``childProgram()`` in this same test binary: the test relaunches its
  /// own executable with `--filter` and an environment variable that enables that test.
  @Suite struct RawTerminalProcessTests {
    private static let childVariable = "COORDINATORKIT_TERMINAL_CHILD"

    /// Launches the child program on a 60 × 12 pseudo-terminal and waits until it is drawn.
    private func launchChild() throws -> PseudoTerminalProcess {
      let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      var environment = ProcessInfo.processInfo.environment
      environment[RawTerminalProcessTests.childVariable] = "1"
      environment["TERM"] = "xterm-256color"
      let program = try PseudoTerminalProcess(
        executableURL: executable,
        arguments: ["--testing-library", "swift-testing", "--filter", "childProgram"],
        environment: environment, columns: 60, rows: 12)
      try #require(program.waitForScreen(containing: "status: ready", timeout: .seconds(20)))
      return program
    }

    /// Checks that the terminal is back as it was: main screen, cursor shown, cooked modes.
    private func expectRestored(_ program: PseudoTerminalProcess) {
      let emulator = program.emulator
      #expect(emulator.alternateScreenEntries == 1)
      #expect(emulator.alternateScreenExits == 1)
      #expect(!emulator.isAlternateScreenActive)
      #expect(emulator.isCursorVisible)
      let modes = program.localModesOfTerminal() ?? 0
      #expect(modes & tcflag_t(ECHO | ICANON | ISIG) == tcflag_t(ECHO | ICANON | ISIG))
    }

    @Test func keysArriveRawAndQuitRestores() throws {
      let program = try launchChild()
      #expect(program.emulator.isAlternateScreenActive)
      #expect(!program.emulator.isCursorVisible)
      #expect(program.localModesOfTerminal().map { $0 & tcflag_t(ECHO | ICANON | ISIG) } == 0)

      try program.send([.down, .controlC, .character("é")])
      #expect(program.waitForScreen(containing: "keys: Down CtrlC é", timeout: .seconds(10)))
      try program.send([.escape])
      #expect(program.waitForScreen(containing: "keys: Esc", timeout: .seconds(10)))
      program.resize(columns: 70, rows: 14)
      #expect(program.waitForScreen(containing: "size: 70x14", timeout: .seconds(10)))

      try program.send([.character("q")])
      #expect(program.waitForExit(timeout: .seconds(10)) == 0)
      expectRestored(program)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func terminatingSignalRestoresAndExitsWithItsStatus(signal: Int32) throws {
      let program = try launchChild()
      program.sendSignal(signal)
      #expect(program.waitForExit(timeout: .seconds(10)) == 128 + signal)
      expectRestored(program)
    }

    @Test func errorRestoresThroughDeinit() throws {
      let program = try launchChild()
      try program.send([.character("e")])
      let status = program.waitForExit(timeout: .seconds(10))
      #expect(status != nil && status != 0)
      expectRestored(program)
    }

    private struct ChildError: Error {}

    /// The child program: draws its state, shows the keys of each read, redraws on resize,
    /// returns on `q` and throws on `e`. It runs only when relaunched by the tests above.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil))
    func childProgram() throws {
      let terminal = try RawTerminal()
      var renderer = FrameRenderer()
      var size = terminal.size
      var keysText = ""
      let deadline = Date(timeIntervalSinceNow: 30)
      while Date() < deadline {
        var frame = CellBuffer(width: size.columns, height: size.rows)
        frame.drawBox(frame.bounds, title: "child", foreground: .cyan)
        frame.write("status: ready", x: 2, y: 1)
        frame.write("keys: \(keysText)", x: 2, y: 2, foreground: .yellow)
        frame.write("size: \(size.columns)x\(size.rows)", x: 2, y: 3)
        try terminal.write(renderer.render(frame))

        let keys = try terminal.readKeys(timeoutMilliseconds: 100)
        if terminal.takeResizeEvent() {
          size = terminal.size
        }
        if keys.contains(.character("q")) {
          terminal.restore()
          return
        }
        if keys.contains(.character("e")) {
          throw ChildError()
        }
        if !keys.isEmpty {
          keysText = keys.map(\.name).joined(separator: " ")
        }
      }
    }
  }
#endif
