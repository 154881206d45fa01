/// How a host shows a navigator's changes: it attaches, shows the current step, acknowledges
/// it by its identity, and callers can wait for their change to be shown.
extension Navigator {
  /// The state the host shows or is moving to right now; it reaches ``state`` step by step
  /// (hosts read it as ``NavigatorHosting/displayedState``). While the host has not begun the
  /// current step (``hostDefersStep(_:)``), the state it shows.
  var displayedState: NavigationState<Route> {
    registerDisplayAccess()
    return machine.displayed
  }

  /// Tells the navigator that its host has not begun showing the current step `id` yet: it
  /// waits for a transition of its platform to end (a UIKit host cannot change a navigation
  /// controller during its push, pop or the user's swipe). Until the host begins it (`nil`), the
  /// state it shows is ``NavigatorHosting/shownState``: what the user does meanwhile is read
  /// against it, and the display restarts from there, so the waiting step is never counted as
  /// shown. A host that begins every step at once never calls it.
  package func hostDefersStep(_ id: StepID?) {
    machine.deferredStep = id
  }

  /// The last state the host has fully shown: acknowledged, or left on screen by the user. The
  /// host keeps the views of these screens (hosts read it as ``NavigatorHosting/shownState``).
  var shownState: NavigationState<Route> {
    registerDisplayAccess()
    return machine.pacing == .immediate ? machine.state : machine.display.shown
  }

  /// The step the host must show now, or `nil` when everything is shown (hosts read it as
  /// ``NavigatorHosting/currentStep``).
  var currentStep: TransitionStep<Route>? {
    registerDisplayAccess()
    return machine.display.currentStep
  }

  /// Makes a host responsible for showing this navigator's changes.
  ///
  /// The host shows the bare root first (only ``NavigationState/root``), then follows
  /// ``NavigatorHosting/currentStep`` to the current state, however deep it is (a restored sheet over a sheet),
  /// and every change after it.
  ///
  /// A navigator has one host at a time. A host that attaches while another shows the navigator
  /// (a second window given the same navigator) takes it over: it starts from the bare root, and
  /// the host it replaced stops showing the navigator's steps and can no longer detach it (the
  /// package's hosts compare the navigator's latest attachment with their own). Give each window
  /// a navigator of its own instead (see ``SceneRegistry``).
  ///
  /// - Parameters:
  ///   - capabilities: what the host can show in one step; use its preset.
  ///   - animation: how to animate the way from the bare root to the current state.
  public func attachHost(
    capabilities: TransitionCapabilities, animation: TransitionAnimation = .none
  ) {
    hostAttachment += 1
    machine.capabilities = capabilities
    machine.pacing = .hostPaced
    let state = machine.state
    let sequenceNumber = machine.latestSequenceNumber
    let bareRoot = state.bareRoot
    mutateDisplay { machine in
      machine.display = TransitionQueue(shown: bareRoot, sequenceNumber: sequenceNumber)
      machine.display.enqueue(
        state, sequenceNumber: sequenceNumber, capabilities: capabilities, animation: animation)
    }
    hostDidAttach?()
  }

  /// Whether a host shows this navigator's changes (one attached and not detached): until one
  /// does, nothing the user could see has been drawn, so entries for its scene wait.
  var hasHost: Bool { machine.pacing == .hostPaced }

  /// Detaches the host of attachment number `attachment` (``hostAttachment`` when it
  /// attached), unless another host attached since: that one keeps the navigator.
  ///
  /// - Returns: Whether the navigator was detached.
  @discardableResult
  package func detachHost(attachment: Int) -> Bool {
    guard attachment == hostAttachment, hasHost else { return false }
    detachHost()
    return true
  }

  /// Lets the navigator show changes on its own again: everything pending counts as shown.
  public func detachHost() {
    machine.pacing = .immediate
    let state = machine.state
    let sequenceNumber = machine.latestSequenceNumber
    mutateDisplay { $0.display.finishAll(at: state, sequenceNumber: sequenceNumber) }
    perform(machine.resumeShown())
  }

  /// Records that the host has shown step `id` (``NavigatorHosting/currentStep``'s identity).
  ///
  /// - Returns: Whether it was the current step. A stale or doubled acknowledgement is ignored
  ///   and returns `false`, so it can never move the navigator past a step the host did not show.
  @discardableResult
  public func hostDidShow(_ id: StepID) -> Bool {
    guard machine.display.currentStepID == id else { return false }
    var effects: [NavigatorEffect] = []
    mutateDisplay { effects = $0.acknowledge(id) }
    perform(effects)
    return true
  }

  /// Waits until the host has shown every change accepted before this call.
  ///
  /// - Throws: ``NavigationError/undoneByUser(screens:)`` when the user removed screens these
  ///   changes added before the host could show them (a swipe-down of the sheet they were pushed
  ///   into); everything else in those changes still applies.
  public func waitUntilShown() async throws(NavigationError) {
    let waiter = machine.newWaiter()
    guard machine.waitUntilShown(waiter) else { return }
    if case .failed(let refusal) = await suspend(waiter) { throw refusal }
  }

  /// Queues a committed change for the host.
  func show(_ change: NavigationChange<Route>, displayedByUser: NavigationState<Route>?) {
    let capabilities = machine.capabilities
    if let displayedByUser {
      mutateDisplay { machine in
        machine.display.restart(
          from: displayedByUser, to: change.to, sequenceNumber: change.sequenceNumber,
          capabilities: capabilities)
      }
    } else {
      mutateDisplay { machine in
        machine.display.enqueue(
          change.to, sequenceNumber: change.sequenceNumber, capabilities: capabilities,
          animation: change.animation)
      }
    }
    if !machine.showWaiters.isEmpty { perform(machine.resumeShown()) }
  }

  /// After a user action during a transition, the host shows `displayed` and will be taken to
  /// the current state from there, with no change to the state itself.
  func restartDisplay(from displayed: NavigationState<Route>) {
    guard machine.pacing == .hostPaced else { return }
    let state = machine.state
    let sequenceNumber = machine.latestSequenceNumber
    let capabilities = machine.capabilities
    mutateDisplay { machine in
      machine.display.restart(
        from: displayed, to: state, sequenceNumber: sequenceNumber, capabilities: capabilities)
    }
    perform(machine.resumeShown())
  }
}
