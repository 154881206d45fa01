#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An interactive full-screen session on a terminal: raw-mode key input, the alternate screen,
/// and a guaranteed restore of the terminal on every way out.
///
/// Starting a session saves the terminal settings, switches to raw mode (no echo, no line
/// editing, no signals from keys, no output processing, so Ctrl-C arrives as ``Key/controlC``
/// and a line break must be written as `"\r\n"`), enters the alternate screen, hides the
/// cursor and turns autowrap off (so that a character a terminal draws wider than expected
/// at the right edge can never wrap the row and scroll the screen). ``restore()`` undoes all of it; it runs from `deinit` too. While the session is
/// active, `SIGTERM`, `SIGINT` and `SIGHUP` restore the terminal and exit with status
/// 128 + signal (or, after ``TerminationSignals/deferTermination()``, wake
/// ``readKeys(timeoutMilliseconds:)`` and are left to the program), and `SIGWINCH` is reported
/// by ``takeResizeEvent()``.
///
/// Only one session can be active in a process at a time. The class is not `Sendable`: use it
/// from one thread or actor.
public final class RawTerminal {
  /// The descriptor keys are read from.
  public let inputDescriptor: Int32
  /// The descriptor the screen is written to.
  public let outputDescriptor: Int32
  /// How long ``readKeys(timeoutMilliseconds:)`` waits for the rest of an escape sequence before
  /// it reports a lone `ESC` as the escape key.
  public var escapeTimeoutMilliseconds = 50

  private static let enterText = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"
  private static let handledSignals: [(signal: Int32, handler: SignalHandler)] = [
    (SIGTERM, handleTerminatingSignal), (SIGINT, handleTerminatingSignal),
    (SIGHUP, handleTerminatingSignal), (SIGWINCH, handleResizeSignal),
    (SIGTSTP, handleSuspendSignal), (SIGCONT, handleResizeSignal),
  ]

  private var decoder = KeyDecoder()
  private var originalAttributes: termios
  private var previousHandlers: [(signal: Int32, handler: SignalHandler?)] = []
  /// The signal mask before the session, put back by ``restore()``.
  private var previousSignalMask = sigset_t()
  private var isRestored = false
  /// Whether the alternate-screen sequence was (even partly) written, so restore must undo it.
  private var hasEnteredScreen = false
  /// A resize that ``readKeys(timeoutMilliseconds:)`` already took from the pipe.
  private var hasPendingResize = false

  /// Whether both standard input and standard output are terminals, so an interactive session
  /// can run; otherwise a program should print plain text instead.
  public static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// Starts a session on the given descriptors (standard input and output by default).
  ///
  /// - Throws: ``TerminalError/notATerminal`` when a descriptor is not a terminal,
  ///   ``TerminalError/sessionAlreadyActive`` when another session runs, or the error of the
  ///   system call that failed. On failure the terminal is left as it was.
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(TerminalError) {
    guard isatty(input) == 1, isatty(output) == 1 else { throw .notATerminal }
    var attributes = termios()
    guard tcgetattr(input, &attributes) == 0 else {
      throw .cannotReadAttributes(errno: errno)
    }
    guard TerminalSignalState.claimSession() else { throw .sessionAlreadyActive }
    inputDescriptor = input
    outputDescriptor = output
    originalAttributes = attributes

    TerminalSignalState.prepare(input: input, output: output, attributes: attributes)
    _ = TerminalSignalState.drainResizePipe()
    // Active before raw mode, so a signal arriving in between still restores the settings.
    TerminalSignalState.setActive(true)
    for (signalNumber, handler) in RawTerminal.handledSignals {
      previousHandlers.append((signalNumber, signal(signalNumber, handler)))
    }
    // A program can start with these signals blocked (a launcher's threads pass on their mask):
    // unblock them on this thread, or SIGTERM would leave the terminal in raw mode.
    var handled = sigset_t()
    sigemptyset(&handled)
    for (signalNumber, _) in RawTerminal.handledSignals {
      sigaddset(&handled, signalNumber)
    }
    pthread_sigmask(SIG_UNBLOCK, &handled, &previousSignalMask)

    var raw = attributes
    cfmakeraw(&raw)
    // TCSANOW keeps keys typed ahead (a test harness may type before the screen is drawn).
    guard tcsetattr(input, TCSANOW, &raw) == 0 else {
      let code = errno
      restore()
      throw .cannotSetAttributes(errno: code)
    }
    hasEnteredScreen = true
    if let code = FileDescriptorIO.writeAll(Array(RawTerminal.enterText.utf8), to: output) {
      restore()
      throw .writeFailed(errno: code)
    }
  }

  deinit {
    restore()
  }

  /// Ends the session: resets colours, shows the cursor, leaves the alternate screen, puts the
  /// saved terminal settings back and uninstalls the signal handlers. Calling it again does
  /// nothing, so every exit path can call it.
  public func restore() {
    guard !isRestored else { return }
    isRestored = true
    if hasEnteredScreen {
      _ = FileDescriptorIO.writeAll(
        Array(TerminalSignalState.restoreText.utf8), to: outputDescriptor)
    }
    _ = tcsetattr(inputDescriptor, TCSANOW, &originalAttributes)
    // Handlers go last: a signal arriving before this point still finds them and restores.
    TerminalSignalState.setActive(false)
    for (signalNumber, handler) in previousHandlers.reversed() {
      _ = signal(signalNumber, handler)
    }
    previousHandlers = []
    pthread_sigmask(SIG_SETMASK, &previousSignalMask, nil)
    _ = TerminalSignalState.drainResizePipe()
    TerminalSignalState.releaseSession()
  }

  /// Whether a suspend was asked for (`SIGTSTP`) since the last call; the session then calls
  /// ``suspend()``.
  public func takeSuspendRequest() -> Bool {
    guard TerminalSignalState.words[6] != 0 else { return false }
    TerminalSignalState.words[6] = 0
    return true
  }

  /// Suspends the program the way a shell's job control expects, for `SIGTSTP` or Ctrl-Z: the
  /// terminal is restored first (colours reset, cursor shown, alternate screen left, the saved
  /// settings back), then the process stops with `SIGTSTP`'s default action. When it continues
  /// (`SIGCONT`, the shell's `fg`), raw mode and the alternate screen come back, and
  /// ``takeResizeEvent()`` reports a change so the host draws the whole frame again. In a
  /// process group that job control cannot continue (an orphaned one), the stop is discarded
  /// and the session goes on at once.
  ///
  /// - Throws: ``TerminalError/cannotSetAttributes(errno:)`` or
  ///   ``TerminalError/writeFailed(errno:)`` when the terminal cannot be taken back.
  public func suspend() throws(TerminalError) {
    guard !isRestored else { return }
    _ = FileDescriptorIO.writeAll(
      Array(TerminalSignalState.restoreText.utf8), to: outputDescriptor)
    _ = tcsetattr(inputDescriptor, TCSADRAIN, &originalAttributes)
    TerminalSignalState.setActive(false)

    let handler = signal(SIGTSTP, SIG_DFL)
    var suspendSignal = sigset_t()
    sigemptyset(&suspendSignal)
    sigaddset(&suspendSignal, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &suspendSignal, nil)
    _ = raise(SIGTSTP)  // Stops here until SIGCONT.
    _ = signal(SIGTSTP, handler)
    TerminalSignalState.words[6] = 0

    // The shell may have changed the settings while the program was stopped: keep its own.
    var attributes = termios()
    if tcgetattr(inputDescriptor, &attributes) == 0 {
      originalAttributes = attributes
      TerminalSignalState.savedAttributes.pointee = attributes
    }
    TerminalSignalState.setActive(true)
    var raw = originalAttributes
    cfmakeraw(&raw)
    guard tcsetattr(inputDescriptor, TCSANOW, &raw) == 0 else {
      throw .cannotSetAttributes(errno: errno)
    }
    if let code = FileDescriptorIO.writeAll(Array(RawTerminal.enterText.utf8), to: outputDescriptor)
    {
      throw .writeFailed(errno: code)
    }
    hasPendingResize = true
  }

  /// The current size of the terminal, or 80 × 24 if the terminal does not report one.
  public var size: TerminalSize {
    TerminalSize.current(fileDescriptor: outputDescriptor) ?? TerminalSize(columns: 80, rows: 24)
  }

  /// Whether the terminal was resized since the last call; the host then redraws at ``size``.
  public func takeResizeEvent() -> Bool {
    let wasResized = TerminalSignalState.drainResizePipe() || hasPendingResize
    hasPendingResize = false
    return wasResized
  }

  /// Writes `string` to the terminal in full, retrying after partial writes and interruptions.
  ///
  /// - Throws: ``TerminalError/writeFailed(errno:)`` when the terminal cannot be written to.
  public func write(_ string: String) throws(TerminalError) {
    try write(bytes: Array(string.utf8))
  }

  /// Writes `bytes` (such as ``FrameRenderer/renderBytes(_:)`` returns) to the terminal in full.
  ///
  /// - Throws: ``TerminalError/writeFailed(errno:)`` when the terminal cannot be written to.
  public func write(bytes: [UInt8]) throws(TerminalError) {
    if let code = FileDescriptorIO.writeAll(bytes, to: outputDescriptor) {
      throw .writeFailed(errno: code)
    }
  }

  /// Waits up to `timeoutMilliseconds` (forever when negative) for key presses and returns them.
  ///
  /// Returns as soon as at least one key is decoded, and returns `[]` on timeout, on a resize
  /// (check ``takeResizeEvent()``), when a signal interrupts the wait (check
  /// ``TerminationSignals/received``), or when only bytes without
  /// a key (such as an unknown escape sequence) arrived: callers read in a loop. A lone `ESC`
  /// becomes ``Key/escape`` once no more bytes arrive within ``escapeTimeoutMilliseconds``.
  /// - Throws: ``TerminalError/endOfInput`` when the terminal hangs up, or
  ///   ``TerminalError/readFailed(errno:)``.
  public func readKeys(timeoutMilliseconds: Int) throws(TerminalError) -> [Key] {
    let resizeDescriptor = TerminalSignalState.resizePipe.read
    let descriptors =
      resizeDescriptor >= 0 ? [inputDescriptor, resizeDescriptor] : [inputDescriptor]
    while true {
      let waitTime = decoder.hasPendingEscape ? escapeTimeoutMilliseconds : timeoutMilliseconds
      let ready = try FileDescriptorIO.waitForInput(on: descriptors, timeoutMilliseconds: waitTime)
        .get()
      if ready.contains(resizeDescriptor) {
        // Take the notification now so a host that reads again first does not spin.
        hasPendingResize = TerminalSignalState.drainResizePipe() || hasPendingResize
      }
      guard ready.contains(inputDescriptor) else {
        // A timeout (or a resize, or a signal): a lone escape is now known to be the escape key.
        return ready.isEmpty ? decoder.flushPendingEscape() : []
      }
      var buffer = [UInt8](repeating: 0, count: 1024)
      let count = read(inputDescriptor, &buffer, buffer.count)
      if count == 0 {
        throw .endOfInput
      }
      if count < 0 {
        let code = errno
        if code == EINTR || code == EAGAIN { return [] }
        throw code == EIO ? .endOfInput : .readFailed(errno: code)
      }
      let keys = decoder.decode(buffer[0..<count])
      if !keys.isEmpty || !decoder.hasPendingEscape {
        return keys
      }
    }
  }
}
