import TerminalToolkit

/// Runs a ``TerminalHost`` full-screen on a real terminal until the user quits.
///
/// Each turn draws the frame for the current time (only changed cells are written), then
/// waits for keys: briefly while an animation runs, longer when idle; after the keys, the app's
/// main-actor tasks that are ready run (``MainActorJobs``). The terminal is restored
/// on every way out: quitting, an error thrown from here, and the signals `RawTerminal`
/// handles. `SIGTSTP` and Ctrl-Z suspend the program with the terminal restored, and it comes
/// back drawn in full (`RawTerminal/suspend()`). After `TerminationSignals/deferTermination()`, `SIGTERM`, `SIGHUP` and `SIGINT`
/// end the session like quitting does, and `TerminationSignals/received` says which came.
@MainActor
public struct InteractiveSession<Route: Equatable> {
  private let host: TerminalHost<Route>

  /// Creates a session for `host`.
  public init(host: TerminalHost<Route>) {
    self.host = host
  }

  /// Takes over the terminal and runs until the user quits (or a deferred terminating signal
  /// arrives).
  ///
  /// - Throws: `TerminalError` when the terminal cannot be used; it is restored first.
  public func run() throws(TerminalError) {
    let terminal = try RawTerminal()
    defer { terminal.restore() }
    var renderer = FrameRenderer()
    while !host.wantsToQuit, TerminationSignals.received == nil {
      if terminal.takeSuspendRequest() {
        try terminal.suspend()
      }
      if terminal.takeResizeEvent() {
        renderer.invalidate()
      }
      let output = renderer.renderBytes(host.frame(size: terminal.size))
      if !output.isEmpty {
        try terminal.write(bytes: output)
      }
      let keys = try terminal.readKeys(timeoutMilliseconds: host.isAnimating ? 15 : 200)
      for key in keys where !host.wantsToQuit && TerminationSignals.received == nil {
        if key == .controlZ {
          // Raw mode turns Ctrl-Z into a byte: suspend as the terminal would have, then redraw.
          try terminal.suspend()
          renderer.invalidate()
          continue
        }
        host.handle(key)
      }
      MainActorJobs.runReady()
    }
  }
}
