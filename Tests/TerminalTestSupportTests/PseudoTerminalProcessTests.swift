import Foundation
import TerminalTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct PseudoTerminalProcessTests {
  private let shell = URL(fileURLWithPath: "/bin/sh")

  @Test func fullScreenProgramDrawsReadsAKeyAndRestoresTheTerminal() throws {
    let script = """
      stty -echo -icanon
      printf '\\033[?1049h\\033[?25l\\033[5;10Hhello'
      dd bs=1 count=1 2>/dev/null >/dev/null
      stty echo icanon
      printf '\\033[?25h\\033[?1049l'
      """
    let program = try PseudoTerminalProcess(
      executableURL: shell, arguments: ["-c", script], columns: 80, rows: 24)
    #expect(program.waitForScreen(containing: "hello", timeout: .seconds(10)))
    let drawn = program.emulator
    #expect(drawn.isAlternateScreenActive)
    #expect(!drawn.isCursorVisible)
    #expect(drawn.row(4) == String(repeating: " ", count: 9) + "hello")
    #expect(program.localModesOfTerminal().map { $0 & tcflag_t(ECHO) } == 0)

    try program.send([.enter])
    #expect(program.waitForExit(timeout: .seconds(10)) == 0)
    let restored = program.emulator
    #expect(!restored.isAlternateScreenActive)
    #expect(restored.alternateScreenExits == 1)
    #expect(restored.isCursorVisible)
    #expect(!restored.screenText.contains("hello"))
    let modes = try #require(program.localModesOfTerminal())
    #expect(modes & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON))
  }

  @Test func windowSizeIsSetAndTerminateReportsTheSignal() throws {
    let program = try PseudoTerminalProcess(
      executableURL: shell, arguments: ["-c", "stty size; exec sleep 30"], columns: 91, rows: 17)
    #expect(program.waitForScreen(containing: "17 91", timeout: .seconds(10)))
    program.terminate()
    #expect(program.waitForExit(timeout: .seconds(10)) == 128 + SIGTERM)
  }
}
