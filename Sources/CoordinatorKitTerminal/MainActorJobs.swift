import Foundation

/// Lets the app's main-actor tasks run between keys.
///
/// A terminal host runs a synchronous loop on the main thread, so a task on the main actor (a
/// link that waits for a login before it continues) would never run. Turning the main run loop
/// from that loop runs what is waiting. Inside a main-actor task (a test, an `async` caller) it
/// does nothing: the waiting tasks run when that task suspends.
public enum MainActorJobs {
  /// Runs main-actor jobs that are ready, turning the main run loop up to `turns` times.
  @MainActor public static func runReady(turns: Int = 8) {
    for _ in 0..<turns {
      _ = RunLoop.main.run(mode: .default, before: Date())
    }
  }
}
