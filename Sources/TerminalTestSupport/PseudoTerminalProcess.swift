import Foundation
import TerminalToolkit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program on a pseudo-terminal and emulates the screen it draws, so tests can type keys
/// into a terminal program and read what it shows, as a person at a terminal would.
///
/// The program gets the terminal side of a pty pair (`openpty`, window size set with
/// `TIOCSWINSZ`) as its standard input, output and error; it is launched with Foundation's
/// `Process` (no `fork` in a multi-threaded test process). A background thread reads everything
/// the program writes and feeds it into a ``TerminalEmulator``.
///
/// The program does not get the pseudo-terminal as its controlling terminal, so the kernel sends
/// it no `SIGWINCH` of its own: ``resize(columns:rows:)`` sends it directly.
///
/// This class is `@unchecked Sendable` because its mutable state (the emulator and the reader's
/// status) lives in `Output`, guarded by an `NSCondition`; everything else is set in `init` and
/// never changes, and `Process` may be queried and signalled from any thread.
public final class PseudoTerminalProcess: @unchecked Sendable {
  /// What the reader thread shares with the test thread; every field is guarded by `condition`.
  private final class Output: @unchecked Sendable {
    let condition = NSCondition()
    var emulator: TerminalEmulator
    var isFinished = false
    var isStopRequested = false

    init(emulator: TerminalEmulator) {
      self.emulator = emulator
    }
  }

  private let output: Output
  private let process: Process
  private let masterDescriptor: Int32

  /// Launches `executableURL` with `arguments` on a new pseudo-terminal of `columns` × `rows`.
  ///
  /// - Parameter environment: The program's environment; `nil` passes this process's
  ///   environment with `TERM=xterm-256color`.
  /// - Throws: ``PseudoTerminalError`` when no pseudo-terminal can be opened or the program
  ///   cannot be launched.
  public init(
    executableURL: URL, arguments: [String] = [], environment: [String: String]? = nil,
    columns: Int = 80, rows: Int = 24
  ) throws(PseudoTerminalError) {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(
      ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0,
      ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw .cannotOpen(errno: errno)
    }
    // Keep other programs launched meanwhile from inheriting the pair (the child gets the slave
    // through dup2, which clears the flag on the copies).
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)

    let process = Process()
    process.executableURL = executableURL
    process.arguments = arguments
    var inherited = ProcessInfo.processInfo.environment
    inherited["TERM"] = "xterm-256color"
    process.environment = environment ?? inherited
    let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    do {
      try process.run()
    } catch {
      close(slave)
      close(master)
      throw .launchFailed(reason: String(describing: error))
    }
    // Only the child holds the slave now, so reading the master ends (EIO) when the child exits.
    close(slave)

    self.process = process
    masterDescriptor = master
    output = Output(emulator: TerminalEmulator(columns: columns, rows: rows))
    let thread = Thread { [output, master] in
      PseudoTerminalProcess.readOutput(from: master, into: output)
    }
    thread.name = "PseudoTerminalProcess reader"
    thread.start()
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
    }
    output.condition.lock()
    output.isStopRequested = true
    let deadline = Date(timeIntervalSinceNow: 2)
    while !output.isFinished, output.condition.wait(until: deadline) {}
    let isFinished = output.isFinished
    output.condition.unlock()
    if isFinished {
      close(masterDescriptor)
    }
  }

  /// The process identifier of the program.
  public var processIdentifier: Int32 {
    process.processIdentifier
  }

  /// A snapshot of the emulated terminal: its screen, colours, cursor and modes.
  public var emulator: TerminalEmulator {
    output.condition.lock()
    defer { output.condition.unlock() }
    return output.emulator
  }

  /// The text of the emulated screen (see ``TerminalEmulator/screenText``).
  public var screenText: String {
    emulator.screenText
  }

  /// Types `keys` into the terminal, as the bytes a terminal sends for them, in one write.
  ///
  /// - Throws: ``PseudoTerminalError/writeFailed(errno:)``.
  public func send(_ keys: [Key]) throws(PseudoTerminalError) {
    try send(bytes: keys.flatMap(\.bytes))
  }

  /// Types raw bytes into the terminal.
  ///
  /// - Throws: ``PseudoTerminalError/writeFailed(errno:)``.
  public func send(bytes: [UInt8]) throws(PseudoTerminalError) {
    if let code = FileDescriptorIO.writeAll(bytes, to: masterDescriptor) {
      throw .writeFailed(errno: code)
    }
  }

  /// Waits until the emulated screen contains `text`; `false` if it did not within `timeout`
  /// or the program closed the terminal first.
  public func waitForScreen(containing text: String, timeout: Duration) -> Bool {
    waitForScreen(timeout: timeout) { $0.screenText.contains(text) }
  }

  /// Waits until `condition` holds for the emulated terminal; `false` if it did not within
  /// `timeout` or the program closed the terminal first. The condition runs under the lock that
  /// guards the emulator, so it must be quick.
  public func waitForScreen(
    timeout: Duration, where condition: (TerminalEmulator) -> Bool
  ) -> Bool {
    let deadline = Date(timeIntervalSinceNow: PseudoTerminalProcess.seconds(timeout))
    output.condition.lock()
    defer { output.condition.unlock() }
    while true {
      if condition(output.emulator) {
        return true
      }
      if output.isFinished || !output.condition.wait(until: deadline) {
        return condition(output.emulator)
      }
    }
  }

  /// Waits for the program to exit and for its last output to be read, and returns its exit
  /// status (128 + signal when a signal ended it), or `nil` if it still runs after `timeout`.
  public func waitForExit(timeout: Duration) -> Int32? {
    let deadline = Date(timeIntervalSinceNow: PseudoTerminalProcess.seconds(timeout))
    while process.isRunning {
      if Date() >= deadline {
        return nil
      }
      usleep(5_000)
    }
    // The reader finishes when every copy of the slave is closed and its output is drained.
    output.condition.lock()
    while !output.isFinished, output.condition.wait(until: deadline) {}
    output.condition.unlock()
    let status = process.terminationStatus
    return process.terminationReason == .uncaughtSignal ? 128 + status : status
  }

  /// Asks the program to quit by sending it `SIGTERM`.
  public func terminate() {
    sendSignal(SIGTERM)
  }

  /// Sends `signal` to the program if it is still running.
  public func sendSignal(_ signal: Int32) {
    if process.isRunning {
      kill(process.processIdentifier, signal)
    }
  }

  /// Changes the terminal's window size, resizes the emulated screen, and sends `SIGWINCH`.
  public func resize(columns: Int, rows: Int) {
    var size = winsize(
      ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0,
      ws_ypixel: 0)
    _ = withUnsafeMutablePointer(to: &size) { ioctl(masterDescriptor, UInt(TIOCSWINSZ), $0) }
    output.condition.lock()
    output.emulator.resize(columns: columns, rows: rows)
    output.condition.unlock()
    sendSignal(SIGWINCH)
  }

  /// The local modes (`c_lflag`: `ECHO`, `ICANON`, `ISIG`…) the terminal is in now, so a test
  /// can check that a program put the terminal back out of raw mode; `nil` if they cannot be
  /// read. On Linux `tcgetattr` on the master side reports the program's side.
  public func localModesOfTerminal() -> tcflag_t? {
    var attributes = termios()
    guard tcgetattr(masterDescriptor, &attributes) == 0 else { return nil }
    return attributes.c_lflag
  }

  private static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }

  /// The reader thread: feed the emulator until the program's side closes or a stop is asked.
  private static func readOutput(from master: Int32, into output: Output) {
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      output.condition.lock()
      let isStopRequested = output.isStopRequested
      output.condition.unlock()
      if isStopRequested {
        break
      }
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, 50)
      if ready == 0 || (ready < 0 && errno == EINTR) {
        continue
      }
      let count = ready > 0 ? read(master, &buffer, buffer.count) : -1
      if count > 0 {
        output.condition.lock()
        output.emulator.feed(buffer[0..<count])
        output.condition.broadcast()
        output.condition.unlock()
        continue
      }
      if count < 0 && (errno == EINTR || errno == EAGAIN) {
        continue
      }
      break  // End of file or EIO: every copy of the slave side is closed.
    }
    output.condition.lock()
    output.isFinished = true
    output.condition.broadcast()
    output.condition.unlock()
  }
}
