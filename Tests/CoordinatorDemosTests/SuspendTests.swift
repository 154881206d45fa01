import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Suspending the demo: `SIGTSTP` or Ctrl-Z gives the terminal back first
/// (alternate screen left, cursor shown, line mode), then stops; `SIGCONT` takes the terminal
/// again and draws the whole frame, and keys work.
@Suite("Suspending coordinator-demo", TestEnvironment.demoTimeLimit)
struct SuspendTests {
  /// The process state letter from `/proc/PID/stat` (`T` when stopped), or `nil`.
  private func processState(_ pid: Int32) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[close...].dropFirst(2).first
  }

  /// Checks the terminal is given back: main screen, cursor shown, echo and line mode on.
  private func expectRestored(_ demo: InteractiveDemo, entries: Int) throws {
    try demo.waitUntil("the terminal given back") { emulator in
      !emulator.isAlternateScreenActive && emulator.isCursorVisible
        && emulator.alternateScreenExits == entries
    }
    let cooked = tcflag_t(ECHO | ICANON | ISIG)
    let met = demo.terminal.waitForScreen(timeout: .seconds(5)) { _ in
      (demo.localModes ?? 0) & cooked == cooked
    }
    #expect(met, "ECHO, ICANON and ISIG are back while suspended")
    let pid = demo.terminal.processIdentifier
    let stopped = demo.terminal.waitForScreen(timeout: .seconds(5)) { _ in
      processState(pid) == "T"
    }
    #expect(stopped, "the program stopped after giving the terminal back")
  }

  /// Continues the demo and checks the whole frame comes back on the alternate screen.
  private func expectResumed(_ demo: InteractiveDemo, entries: Int, showing text: String) throws {
    demo.terminal.sendSignal(SIGCONT)
    try demo.waitUntil("the frame drawn again") { emulator in
      emulator.isAlternateScreenActive && !emulator.isCursorVisible
        && emulator.alternateScreenEntries == entries && emulator.screenText.contains(text)
        && emulator.screenText.contains("q Quit")
    }
  }

  @Test func sigtstpRestoresTheTerminalAndSigcontRedrawsInFull() throws {
    let demo = try InteractiveDemo(["rainbow", "--no-animation"])
    try demo.waitFor("Index 0", "q Quit")
    demo.terminal.sendSignal(SIGTSTP)
    try expectRestored(demo, entries: 1)
    try expectResumed(demo, entries: 2, showing: "Index 0")
    // Every row of the frame is there again, not only what changed.
    #expect(demo.screen.contains("Hello, World!"))
    try demo.press(.character("n"))
    try demo.waitFor("Index 1")
    try demo.press(.character("q"))
    #expect(demo.terminal.waitForExit(timeout: InteractiveDemo.timeout) == 0)
    #expect(!demo.emulator.isAlternateScreenActive)
    #expect(demo.emulator.isCursorVisible)
  }

  @Test func controlZSuspendsTheSameWay() throws {
    let demo = try InteractiveDemo(["rainbow", "--no-animation"])
    try demo.waitFor("Index 0", "q Quit")
    try demo.terminal.send(bytes: [0x1A])
    try expectRestored(demo, entries: 1)
    try expectResumed(demo, entries: 2, showing: "Index 0")
    try demo.press(.character("n"))
    try demo.waitFor("Index 1")
    try demo.press(.character("q"))
    #expect(demo.terminal.waitForExit(timeout: InteractiveDemo.timeout) == 0)
  }
}
