import TerminalToolkit
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs ``RawTerminal`` in this process on the slave side of a pseudo-terminal and plays the
/// person at the terminal through the master side. Serialized: a process has one session.
@Suite(.serialized) struct RawTerminalTests {
  /// A pseudo-terminal pair opened in the test process.
  private final class PseudoTerminalPair {
    let master: Int32
    let slave: Int32

    init() throws {
      var master: Int32 = -1
      var slave: Int32 = -1
      var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
      try #require(openpty(&master, &slave, nil, nil, &size) == 0)
      self.master = master
      self.slave = slave
    }

    deinit {
      close(slave)
      close(master)
    }

    /// Everything the terminal side wrote, read until nothing more arrives for 100 ms.
    func readOutput() -> String {
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 1_024)
      while true {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 100) > 0 else { break }
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { break }
        bytes += buffer[0..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    func type(_ bytes: [UInt8]) {
      _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    var localModes: tcflag_t {
      var attributes = termios()
      _ = tcgetattr(slave, &attributes)
      return attributes.c_lflag
    }
  }

  @Test func refusesDescriptorsThatAreNotTerminals() {
    var descriptors: [Int32] = [-1, -1]
    #expect(pipe(&descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    #expect(throws: TerminalError.notATerminal) {
      try RawTerminal(input: descriptors[0], output: descriptors[1])
    }
  }

  @Test func sessionEntersRawModeAndRestoresEverything() throws {
    let pair = try PseudoTerminalPair()
    let cookedModes = pair.localModes
    #expect(cookedModes & tcflag_t(ECHO | ICANON | ISIG) == tcflag_t(ECHO | ICANON | ISIG))

    let terminal = try RawTerminal(input: pair.slave, output: pair.slave)
    #expect(pair.readOutput() == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l")
    #expect(pair.localModes & tcflag_t(ECHO | ICANON | ISIG) == 0)
    #expect(terminal.size == TerminalSize(columns: 100, rows: 30))
    #expect(throws: TerminalError.sessionAlreadyActive) {
      try RawTerminal(input: pair.slave, output: pair.slave)
    }

    try terminal.write("hi\r\n")
    #expect(pair.readOutput() == "hi\r\n")

    terminal.restore()
    #expect(pair.readOutput() == "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
    #expect(pair.localModes == cookedModes)
    terminal.restore()
    #expect(pair.readOutput() == "")
  }

  @Test func readKeysDecodesSeveralKeysAndALoneEscape() throws {
    let pair = try PseudoTerminalPair()
    let terminal = try RawTerminal(input: pair.slave, output: pair.slave)
    defer { terminal.restore() }

    #expect(try terminal.readKeys(timeoutMilliseconds: 10) == [])
    pair.type([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x0D, 0x03])
    #expect(try terminal.readKeys(timeoutMilliseconds: 2_000) == [.up, .down, .enter, .controlC])
    pair.type([0x1B])
    #expect(try terminal.readKeys(timeoutMilliseconds: 2_000) == [.escape])
    pair.type(Array("é".utf8))
    #expect(try terminal.readKeys(timeoutMilliseconds: 2_000) == [.character("é")])
  }

  @Test func resizeSignalIsReportedOnce() throws {
    let pair = try PseudoTerminalPair()
    let terminal = try RawTerminal(input: pair.slave, output: pair.slave)
    defer { terminal.restore() }

    #expect(!terminal.takeResizeEvent())
    kill(getpid(), SIGWINCH)  // Process-directed, as the kernel sends it.
    // The resize wakes a waiting read, which returns no keys.
    #expect(try terminal.readKeys(timeoutMilliseconds: 2_000) == [])
    #expect(terminal.takeResizeEvent())
    #expect(!terminal.takeResizeEvent())
  }

  @Test func deinitRestoresTheTerminal() throws {
    let pair = try PseudoTerminalPair()
    let cookedModes = pair.localModes
    do {
      _ = try RawTerminal(input: pair.slave, output: pair.slave)
    }
    #expect(pair.readOutput().hasSuffix("\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"))
    #expect(pair.localModes == cookedModes)
  }
}
