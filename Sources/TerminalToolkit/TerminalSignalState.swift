import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C type of a signal handler.
typealias SignalHandler = @convention(c) (Int32) -> Void

/// The process-wide state that the signal handlers of ``RawTerminal`` read.
///
/// Signal handlers may only call async-signal-safe functions, so everything they touch is set up
/// in advance: raw memory for the saved terminal settings and descriptors, and the restoring
/// escape sequence as a ready-made byte buffer. The handlers only `write`, `tcsetattr` and
/// `_exit`, and never allocate, lock, retain or touch Swift exclusivity-checked variables.
enum TerminalSignalState {
  /// The bytes that undo the session's screen changes: reset colours, turn autowrap back on,
  /// show the cursor, leave the alternate screen.
  static let restoreText = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  // Why `nonisolated(unsafe)` is safe for the three pointers below: each `let` is initialised
  // once (Swift runs global initialisers exactly once, thread-safely) and touched by
  // `prepare()` before any handler that reads it is installed, so a handler never runs an
  // initialiser. The pointers themselves never change and are never freed. The memory they point
  // to is written only by the one active `RawTerminal` (`sessionLock` admits one at a time) while
  // `isActive` is 0 or before the handlers that read it are installed, except three flag words:
  // `isActive`, the received signal (written by the handler) and `defersTermination` (written
  // once, before the handlers are installed). Each is an aligned 32-bit value whose stores and
  // loads are single instructions (the classic `volatile sig_atomic_t` flag).

  /// The terminal settings to put back, saved when the session started.
  nonisolated(unsafe) static let savedAttributes: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()

  /// Eleven words: input descriptor, output descriptor, `isActive` (1 while a session runs), the
  /// write end of the wake pipe, the first terminating signal received (0 for none),
  /// `defersTermination` (1 once ``TerminationSignals/deferTermination()`` ran),
  /// `suspendRequested` (1 after `SIGTSTP`, until the session suspends), `endsAtOnce` (1 while
  /// ``TerminationSignals/endingAtOnce(notice:during:)`` runs its work), and the lengths of the
  /// three notices in `TerminationNotices.bytes` (`SIGTERM`'s, `SIGHUP`'s, `SIGINT`'s).
  nonisolated(unsafe) static let words: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 11)
    pointer.initialize(repeating: 0, count: 11)
    pointer[0] = -1
    pointer[1] = -1
    pointer[3] = -1
    return pointer
  }()

  /// The byte `SIGWINCH` writes to the wake pipe.
  static let resizeByte: UInt8 = 1
  /// The byte a deferred terminating signal writes to the wake pipe.
  static let terminationByte: UInt8 = 2

  /// ``restoreText`` as bytes, for `write` from a signal handler.
  nonisolated(unsafe) static let restoreBytes: UnsafeBufferPointer<UInt8> = {
    let bytes = Array(restoreText.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return UnsafeBufferPointer(buffer)
  }()

  /// The self-pipe that `SIGWINCH` (and a deferred terminating signal) writes a byte to:
  /// non-blocking, close-on-exec, created once. Polling its read end wakes
  /// ``RawTerminal/readKeys(timeoutMilliseconds:)`` on a resize or a request to terminate.
  static let resizePipe: (read: Int32, write: Int32) = {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return (-1, -1) }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    return (descriptors[0], descriptors[1])
  }()

  /// Admits one ``RawTerminal`` session at a time.
  static let sessionLock = NSLock()
  // Why `nonisolated(unsafe)` is safe: read and written only while holding `sessionLock`.
  nonisolated(unsafe) private static var hasSession = false

  /// Claims the process-wide session; `false` when another session holds it.
  static func claimSession() -> Bool {
    sessionLock.lock()
    defer { sessionLock.unlock() }
    guard !hasSession else { return false }
    hasSession = true
    return true
  }

  /// Gives the process-wide session back.
  static func releaseSession() {
    sessionLock.lock()
    defer { sessionLock.unlock() }
    hasSession = false
  }

  /// Runs every lazy initialiser the handlers depend on, so that handlers never run one.
  static func prepare(input: Int32, output: Int32, attributes: termios) {
    savedAttributes.pointee = attributes
    words[0] = input
    words[1] = output
    prepareWakePipe()
  }

  /// Creates the wake pipe and the restoring bytes before any handler may need them.
  static func prepareWakePipe() {
    words[3] = resizePipe.write
    _ = restoreBytes.count
  }

  /// Marks whether a session is active, which tells the handlers to restore the terminal.
  static func setActive(_ isActive: Bool) {
    words[2] = isActive ? 1 : 0
  }

  /// Reads and discards pending wake-ups; `true` if at least one was a resize. (A request to
  /// terminate is read from ``words``, not from the pipe.)
  static func drainResizePipe() -> Bool {
    let descriptor = resizePipe.read
    guard descriptor >= 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 64)
    var sawResize = false
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      sawResize = sawResize || buffer[0..<count].contains(resizeByte)
    }
    return sawResize
  }
}

/// The handler of `SIGTERM`, `SIGINT` and `SIGHUP`, with async-signal-safe calls only.
///
/// While ``TerminationSignals/endingAtOnce(notice:during:)`` runs its work, it writes that
/// signal's notice to standard error and exits at once. Otherwise, once
/// ``TerminationSignals/deferTermination()`` ran, it records the first signal and wakes the
/// session through the pipe; the program finishes its work and exits itself. Otherwise it
/// restores the terminal (during a session) and exits with the shell's status for a signal,
/// 128 + signal.
func handleTerminatingSignal(_ signalNumber: Int32) {
  let words = TerminalSignalState.words
  if words[7] != 0 {
    // Work with nothing to save yet: say so, and end now (through the restore below).
    let slot: Int32 = signalNumber == SIGTERM ? 0 : (signalNumber == SIGHUP ? 1 : 2)
    let notice = TerminationNotices.bytes + 2_048 * Int(slot)  // `capacity`, as a literal.
    _ = write(STDERR_FILENO, notice, Int(words[8 + Int(slot)]))
  } else if words[5] != 0 {
    let savedErrno = errno
    if words[4] == 0 {
      words[4] = signalNumber
    }
    if words[3] >= 0 {
      var byte: UInt8 = 2  // `terminationByte`, as a literal: a handler reads no global.
      _ = write(words[3], &byte, 1)
    }
    errno = savedErrno
    return
  }
  if words[2] != 0 {
    let bytes = TerminalSignalState.restoreBytes
    _ = write(words[1], bytes.baseAddress, bytes.count)
    _ = tcsetattr(words[0], TCSANOW, TerminalSignalState.savedAttributes)
  }
  _exit(128 + signalNumber)
}

/// The handler of `SIGTSTP` (a suspend asked from outside, such as `kill -TSTP`): record it and
/// wake the session, which restores the terminal and then stops the process itself
/// (``RawTerminal/suspend()``). Async-signal-safe, keeping `errno` intact.
func handleSuspendSignal(_ signalNumber: Int32) {
  let savedErrno = errno
  let words = TerminalSignalState.words
  words[6] = 1
  if words[3] >= 0 {
    var byte: UInt8 = 3  // A wake-up only: the request is read from `words`.
    _ = write(words[3], &byte, 1)
  }
  errno = savedErrno
}

/// The handler of `SIGWINCH` and `SIGCONT`: write one byte to the resize pipe, keeping `errno`
/// intact (after `SIGCONT` the screen may have been written over, so it is drawn again).
func handleResizeSignal(_ signalNumber: Int32) {
  let savedErrno = errno
  let descriptor = TerminalSignalState.words[3]
  if descriptor >= 0 {
    var byte: UInt8 = 1  // `resizeByte`, as a literal: a handler reads no global.
    _ = write(descriptor, &byte, 1)
  }
  errno = savedErrno
}
