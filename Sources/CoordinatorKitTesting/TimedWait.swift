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
  /// nothing keeps waiting behind the test.
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
