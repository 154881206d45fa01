/// The rules of showing: a host acknowledges steps, and callers wait until their changes are
/// shown, or until nothing is on its way.
extension NavigatorMachine {
  /// The highest sequence number among the changes shown.
  var shownSequenceNumber: Int {
    pacing == .immediate ? latestSequenceNumber : display.shownSequenceNumber
  }

  /// What the host shows, or is moving to: the current step's state, or the state when
  /// everything is shown; while the host has not begun the current step (`deferredStep`), the
  /// state it shows.
  var displayed: NavigationState<Route> {
    if display.isSettled { return state }
    if let deferredStep, deferredStep == display.currentStepID { return display.shown }
    return display.displayed
  }

  /// A host's acknowledgement of step `id`: the callers whose changes it finished showing
  /// resume. A stale or doubled acknowledgement changes nothing.
  func acknowledge(_ id: StepID) -> [NavigatorEffect] {
    guard display.acknowledge(id) else { return [] }
    return resumeShown()
  }

  /// Waiter `waiter` waits until every change accepted so far is shown: whether it must wait.
  func waitUntilShown(_ waiter: WaiterID) -> Bool {
    let target = latestSequenceNumber
    guard shownSequenceNumber < target else { return false }
    showWaiters.append(ShowWaiter(waiter: waiter, sequenceNumber: target))
    return true
  }

  /// The callers whose changes are now shown, resumed, each with the refusal it heard.
  func resumeShown() -> [NavigatorEffect] {
    guard !showWaiters.isEmpty else { return [] }
    let shown = shownSequenceNumber
    var effects: [NavigatorEffect] = []
    for waiter in showWaiters where waiter.sequenceNumber <= shown {
      effects.append(.resume(waiter.waiter, waiter.refusal.map { .failed($0) } ?? .proceed))
    }
    if !effects.isEmpty { showWaiters.removeAll { $0.sequenceNumber <= shown } }
    return effects
  }

  /// The user removed `screens` before the host showed them: the callers waiting for the changes
  /// that added them will hear ``NavigationError/undoneByUser(screens:)``.
  func recordUndone(_ screens: [ScreenID]) {
    guard !screens.isEmpty, !showWaiters.isEmpty else { return }
    for (sequenceNumber, undone) in display.unshownAdditions(among: screens) {
      for index in showWaiters.indices where showWaiters[index].sequenceNumber >= sequenceNumber {
        showWaiters[index].refusal = showWaiters[index].refusal ?? .undoneByUser(screens: undone)
      }
    }
  }

  /// Waiter `waiter` waits until the navigator is settled: whether it must wait.
  func waitUntilSettled(_ waiter: WaiterID) -> Bool {
    guard !isSettled else { return false }
    settleWaiters.append(waiter)
    return true
  }

  /// The callers of `waitUntilSettled()`, resumed once the navigator is settled.
  func resumeSettled() -> [NavigatorEffect] {
    guard !settleWaiters.isEmpty, isSettled else { return [] }
    defer { settleWaiters = [] }
    return settleWaiters.map { .resume($0, .proceed) }
  }
}

/// A caller of ``Navigator/waitUntilShown()``: the change it waits for, and the refusal it will
/// hear, if any. Not generic, so that checking whether anyone waits, on every change, asks the
/// runtime for no type.
struct ShowWaiter: Equatable, Sendable {
  let waiter: WaiterID
  let sequenceNumber: Int
  var refusal: NavigationError?
}
