/// One wait for a child flow's end (``Coordinator/coordinateUntilEnded(to:style:)``): resumed
/// exactly once, when the child stops or when the waiting task is cancelled, whichever is first.
@MainActor
final class FlowEndWait {
  private var child: (any Coordinator)?
  private var continuation: CheckedContinuation<Void, Never>?
  private var isCancelled = false

  init(_ child: any Coordinator) {
    self.child = child
  }

  /// Starts waiting with `continuation`, resumed when the child ends.
  func begin(_ continuation: CheckedContinuation<Void, Never>) {
    guard let child, child.isRunning, !isCancelled else {
      continuation.resume()
      return
    }
    self.continuation = continuation
    child.node.endObservers.append { [weak self] in self?.childEnded() }
  }

  /// The waiting task was cancelled: the wait ends now, and the child's flow ends, after asking
  /// when it would remove leave-guarded screens.
  func cancel() {
    isCancelled = true
    resume()
    guard let child, child.isRunning else { return }
    self.child = nil
    guard let host = child.node.screenHost, !host.guardedScreens(leavingWith: child).isEmpty
    else {
      child.stop()
      return
    }
    // A refusal (an alert over its screens, another question open) leaves the flow running, as
    // a kept one does.
    _ = try? host.endAfterAsking(child) { child.stop() }
  }

  private func childEnded() {
    child = nil
    resume()
  }

  private func resume() {
    continuation?.resume()
    continuation = nil
  }
}
