/// How a host shows a navigator's changes: it attaches, shows the current step, acknowledges
/// it by its identity, and callers can wait for their change to be shown.
extension Navigator {
  /// The state the host shows or is moving to right now; it reaches ``state`` step by step
  /// (hosts read it as ``NavigatorHosting/displayedState``). While the host has not begun the
  /// current step (``hostDefersStep(_:)``), the state it shows.
  var displayedState: NavigationState<Route> {
    registerDisplayAccess()
    if queue.isSettled { return state }
    if let deferred = deferredStepID, deferred == queue.currentStepID { return queue.shown }
    return queue.displayed
  }

  /// Tells the navigator that its host has not begun showing the current step `id` yet: it
  /// waits for a transition of its platform to end (a UIKit host cannot change a navigation
  /// controller during its push, pop or the user's swipe). Until the host begins it (`nil`), the
  /// state it shows is ``NavigatorHosting/shownState``: what the user does meanwhile is read
  /// against it, and the display restarts from there, so the waiting step is never counted as
  /// shown. A host that begins every step at once never calls it.
  package func hostDefersStep(_ id: StepID?) {
    deferredStepID = id
  }

  /// The last state the host has fully shown: acknowledged, or left on screen by the user. The
  /// host keeps the views of these screens (hosts read it as ``NavigatorHosting/shownState``).
  var shownState: NavigationState<Route> {
    registerDisplayAccess()
    return pacing == .immediate ? state : queue.shown
  }

  /// The step the host must show now, or `nil` when everything is shown (hosts read it as
  /// ``NavigatorHosting/currentStep``).
  var currentStep: TransitionStep<Route>? {
    registerDisplayAccess()
    return queue.currentStep
  }

  /// Makes a host responsible for showing this navigator's changes.
  ///
  /// The host shows the bare root first (only ``NavigationState/root``), then follows
  /// ``NavigatorHosting/currentStep`` to the current state, however deep it is (a restored sheet over a sheet),
  /// and every change after it.
  ///
  /// - Parameters:
  ///   - capabilities: what the host can show in one step; use its preset.
  ///   - animation: how to animate the way from the bare root to the current state.
  public func attachHost(
    capabilities: TransitionCapabilities, animation: TransitionAnimation = .none
  ) {
    self.capabilities = capabilities
    pacing = .hostPaced
    let state = storedState
    let sequenceNumber = latestSequenceNumber
    let bareRoot = state.bareRoot
    mutateQueue { queue in
      queue = TransitionQueue(shown: bareRoot, sequenceNumber: sequenceNumber)
      queue.enqueue(
        state, sequenceNumber: sequenceNumber, capabilities: capabilities, animation: animation)
    }
  }

  /// Lets the navigator show changes on its own again: everything pending counts as shown.
  public func detachHost() {
    pacing = .immediate
    let state = storedState
    let sequenceNumber = latestSequenceNumber
    mutateQueue { $0.finishAll(at: state, sequenceNumber: sequenceNumber) }
    resumeWaiters()
  }

  /// Records that the host has shown step `id` (``NavigatorHosting/currentStep``'s identity).
  ///
  /// - Returns: Whether it was the current step. A stale or doubled acknowledgement is ignored
  ///   and returns `false`, so it can never move the navigator past a step the host did not show.
  @discardableResult
  public func hostDidShow(_ id: StepID) -> Bool {
    guard queue.currentStepID == id else { return false }
    mutateQueue { $0.acknowledge(id) }
    resumeWaiters()
    return true
  }

  /// Waits until the host has shown every change accepted before this call.
  ///
  /// - Throws: ``NavigationError/undoneByUser(screens:)`` when the user removed screens these
  ///   changes added before the host could show them (a swipe-down of the sheet they were pushed
  ///   into); everything else in those changes still applies.
  public func waitUntilShown() async throws(NavigationError) {
    let target = latestSequenceNumber
    guard shownSequenceNumber < target else { return }
    let result = await withCheckedContinuation { continuation in
      waiters.append(ShowWaiter(sequenceNumber: target, continuation: continuation))
    }
    try result.get()
  }

  var shownSequenceNumber: Int {
    pacing == .immediate ? latestSequenceNumber : queue.shownSequenceNumber
  }

  /// Queues a committed change for the host.
  func show(_ change: NavigationChange<Route>, displayedByUser: NavigationState<Route>?) {
    let capabilities = capabilities
    if let displayedByUser {
      mutateQueue { queue in
        queue.restart(
          from: displayedByUser, to: change.to, sequenceNumber: change.sequenceNumber,
          capabilities: capabilities)
      }
    } else {
      mutateQueue { queue in
        queue.enqueue(
          change.to, sequenceNumber: change.sequenceNumber, capabilities: capabilities,
          animation: change.animation)
      }
    }
    resumeWaiters()
  }

  /// After a user action during a transition, the host shows `displayed` and will be taken to
  /// the current state from there, with no change to the state itself.
  func restartDisplay(from displayed: NavigationState<Route>) {
    guard pacing == .hostPaced else { return }
    let state = storedState
    let sequenceNumber = latestSequenceNumber
    let capabilities = capabilities
    mutateQueue { queue in
      queue.restart(
        from: displayed, to: state, sequenceNumber: sequenceNumber, capabilities: capabilities)
    }
    resumeWaiters()
  }

  /// Tells the callers waiting for changes whose screens the user removed, unshown, that
  /// their request was undone.
  func recordUndone(_ screens: [ScreenID]) {
    guard !screens.isEmpty, !waiters.isEmpty else { return }
    for (sequenceNumber, undone) in queue.unshownAdditions(among: screens) {
      for index in waiters.indices where waiters[index].sequenceNumber >= sequenceNumber {
        waiters[index].refusal = waiters[index].refusal ?? .undoneByUser(screens: undone)
      }
    }
  }

  func resumeWaiters() {
    guard !waiters.isEmpty else { return }
    let shown = shownSequenceNumber
    let ready = waiters.filter { $0.sequenceNumber <= shown }
    guard !ready.isEmpty else { return }
    waiters.removeAll { $0.sequenceNumber <= shown }
    for waiter in ready {
      waiter.continuation.resume(returning: waiter.refusal.map { .failure($0) } ?? .success(()))
    }
  }
}

/// A caller of ``Navigator/waitUntilShown()``, and the refusal it will hear, if any.
struct ShowWaiter {
  let sequenceNumber: Int
  let continuation: CheckedContinuation<Result<Void, NavigationError>, Never>
  var refusal: NavigationError?
}
