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
