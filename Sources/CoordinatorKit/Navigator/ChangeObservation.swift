import Foundation

/// Keeps a navigator's observer of changes or of refusals registered for as long as it is held.
///
/// Returned by ``Navigator/observeChanges(_:)`` and ``Navigator/observeRefusals(_:)``; release
/// it (or call ``cancel()``) to stop observing. Nothing has to remember to unregister, and an
/// observer cannot outlive its owner: releasing the observation marks it ended, and the
/// navigator stops calling its handler.
@MainActor
public final class ChangeObservation {
  private let state: ObservationState
  /// Takes the observer out of the navigator's list, letting go of its handler and what the
  /// handler captures (often the navigator itself).
  private let removal: @MainActor @Sendable () -> Void

  init(state: ObservationState, removal: @escaping @MainActor @Sendable () -> Void) {
    self.state = state
    self.removal = removal
  }

  /// Stops observing now; calling it again does nothing.
  public func cancel() {
    state.end()
    removal()
  }

  deinit {
    // Not isolated (a deinit isolated to the main actor needs Swift 6.2): the observation ends at once, and its
    // handler leaves the list now on the main thread, or on the main actor's next turn.
    state.end()
    let removal = self.removal
    if Thread.isMainThread {
      MainActor.assumeIsolated { removal() }
    } else {
      Task { @MainActor in removal() }
    }
  }
}

/// Whether an observation has ended, shared by the ``ChangeObservation`` the app holds and the
/// navigator's list of observers.
///
/// The observation can be released on any thread (its `deinit` is not isolated, and `isolated
/// deinit` needs Swift 6.2), so the mark sits behind a lock; the navigator checks it before each
/// call and drops an ended observer. A weak reference would do the same, but the side table it
/// needs is invisible to LeakSanitizer in an object alive at exit.
final class ObservationState: @unchecked Sendable {
  private let lock = NSLock()
  private var ended = false

  /// Marks the observation ended.
  func end() {
    lock.withLock { ended = true }
  }

  /// Whether the observation has ended.
  var hasEnded: Bool {
    lock.withLock { ended }
  }
}
