#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lets a program finish its work when it is asked to stop: `SIGTERM`, `SIGHUP` (the terminal
/// closed) and `SIGINT` are recorded instead of ending the process.
///
/// By default a ``RawTerminal`` session restores the terminal and exits at once on those signals.
/// After ``deferTermination()``, the handlers only record the first signal and wake the session:
/// ``InteractiveSession/run()`` returns (the terminal restored as on any way out), and the program
/// saves what it must, then exits with ``exitStatus`` (128 + signal, as a shell reports it). A
/// signal that arrives while the program saves is recorded the same way, so a save is never cut
/// short by one.
public enum TerminationSignals {
  /// The signals whose default action is deferred: `SIGTERM`, `SIGHUP` and `SIGINT`.
  public static let deferred: [Int32] = [SIGTERM, SIGHUP, SIGINT]

  /// Installs the recording handlers for the rest of the process, and unblocks the signals on
  /// the calling thread (a launcher's threads may pass on a mask that blocks them).
  ///
  /// Call it once, early, from the main thread, before any ``RawTerminal`` session starts.
  public static func deferTermination() {
    TerminalSignalState.prepareWakePipe()
    TerminalSignalState.words[5] = 1
    var signals = sigset_t()
    sigemptyset(&signals)
    for signalNumber in deferred {
      _ = signal(signalNumber, handleTerminatingSignal)
      sigaddset(&signals, signalNumber)
    }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// The first of the ``deferred`` signals received since ``deferTermination()``, or `nil`.
  public static var received: Int32? {
    let signalNumber = TerminalSignalState.words[4]
    return signalNumber == 0 ? nil : signalNumber
  }

  /// The status to exit with after a ``received`` signal: 128 + signal; `nil` when none came.
  public static var exitStatus: Int32? {
    received.map { 128 + $0 }
  }

  /// Runs `body`, work with nothing to save yet that a request to stop should not wait for
  /// (rebuilding a saved state: the file it came from still holds all of it), with the
  /// ``deferred`` signals ending the process at once: the first one writes its `notice` and a
  /// line break to standard error and exits with 128 + signal. One received before `body`
  /// starts does the same. After `body`, they are deferred again, as before.
  ///
  /// Call it from the main thread after ``deferTermination()``, never from inside `body`.
  ///
  /// - Parameters:
  ///   - notice: what to say for each signal (see ``name(of:)``), such as what was left as it
  ///     was; cut to 2,047 bytes.
  ///   - body: the work.
  public static func endingAtOnce<Result, Failure: Error>(
    notice: (Int32) -> String, during body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let words = TerminalSignalState.words
    for (slot, signalNumber) in deferred.enumerated() {
      // Written while the handler does not read them: word 7 is not set yet.
      let bytes = notice(signalNumber).utf8.prefix(TerminationNotices.capacity - 1) + [10]
      let start = TerminationNotices.bytes + slot * TerminationNotices.capacity
      start.update(from: bytes, count: bytes.count)
      words[8 + slot] = Int32(bytes.count)
    }
    words[7] = 1
    defer { words[7] = 0 }
    if let signalNumber = received {
      // It came before the work, while signals were deferred: it ends the process as it would
      // have during the work.
      handleTerminatingSignal(signalNumber)
    }
    return try body()
  }

  /// The signal's name as users know it: `SIGTERM`, `SIGHUP`, `SIGINT`, or its number.
  public static func name(of signalNumber: Int32) -> String {
    switch signalNumber {
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    case SIGINT: "SIGINT"
    default: "signal \(signalNumber)"
    }
  }
}
