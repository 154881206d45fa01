/// Keeps a navigator's observer of changes or of refusals registered for as long as it is held.
///
/// Returned by ``Navigator/observeChanges(_:)`` and ``Navigator/observeRefusals(_:)``; release
/// it (or call ``cancel()``) to stop observing. Nothing has to remember to unregister, and an
/// observer cannot outlive its owner: the navigator holds this object weakly and stops calling
/// a handler whose observation is gone.
@MainActor
public final class ChangeObservation {
  private var cancellation: (@MainActor () -> Void)?

  init(cancellation: @escaping @MainActor () -> Void) {
    self.cancellation = cancellation
  }

  /// Stops observing now; calling it again does nothing.
  public func cancel() {
    cancellation?()
    cancellation = nil
  }
}
