/// How a wait with a time limit ended.
enum TimedWait<Value: Sendable>: Sendable {
  /// It came.
  case came(Value)
  /// The time limit passed first.
  case timedOut
  /// The waiting task was cancelled first.
  case cancelled

  /// Runs `wait`, which returns `nil` once its task is cancelled, for at most `timeout`: what
  /// came, or why nothing did. A wait that has not ended when the limit passes is cancelled, so
  /// nothing keeps waiting behind the test. The limit is a hang detector, not a deadline: it is
  /// counted in wall time, and what was already due on the main actor when it passes still
  /// ends the wait.
  @MainActor
  static func run(
    atMost timeout: Duration, _ wait: @escaping @MainActor () async -> Value?
  ) async -> TimedWait {
    let outcome = OneTimeWait<TimedWait>()
    let waiting = Task { @MainActor in
      let value = await wait()
      outcome.end(with: value.map(TimedWait.came) ?? .cancelled)
    }
    let timer = Task { @MainActor in
      guard (try? await Task.sleep(for: timeout)) != nil else { return }
      // What became ready on the main actor while it was busy (other tests share it) runs
      // first: a wait that was about to end is not reported as timed out.
      for _ in 0..<100 where !outcome.hasEnded { await Task.yield() }
      outcome.end(with: .timedOut)
    }
    let ended = await withTaskCancellationHandler {
      await withCheckedContinuation { outcome.begin($0) }
    } onCancel: {
      Task { @MainActor in outcome.end(with: .cancelled) }
    }
    waiting.cancel()
    timer.cancel()
    return ended
  }

  /// What came, or the error naming `awaited` and why it did not come.
  func value(awaiting awaited: String, timeout: Duration) throws(HeadlessHostWaitError) -> Value {
    switch self {
    case .came(let value): return value
    case .timedOut: throw .timedOut(waitingFor: awaited, after: timeout)
    case .cancelled: throw .cancelled(waitingFor: awaited)
    }
  }
}
