/// The one seam between a navigator and the coordinator layer: which coordinator owns which
/// screen, and the screens of coordinators that stop.
extension Navigator {
  /// The running coordinator that owns `screen`, if it shows screens here; found in constant
  /// time, so a host can ask it to build each screen's view.
  public func coordinator(owning screen: NavigationScreen<Route>) -> (any Coordinator)? {
    screen.owner.flatMap(coordinators.coordinator(withID:))
  }
}

extension Navigator: ScreenHost {
  func screenCount(ownedBy owner: CoordinatorID) -> Int {
    coordinators.screenCount(ownedBy: owner)
  }

  func register(_ coordinator: any Coordinator) {
    coordinators.register(coordinator, in: storedState)
  }

  func forget(_ owner: CoordinatorID) {
    coordinators.forget(owner)
  }

  func refuseIfScreensCannotLeave(ownedBy owner: CoordinatorID) throws(NavigationError) {
    if let alert = storedState.alert, screenCount(ownedBy: owner) > 0 {
      let refusal = NavigationError.alertIsShowing(title: alert.title)
      refusalObservers.report(refusal)
      throw refusal
    }
  }

  func reportRefusal(_ refusal: NavigationError) {
    refusalObservers.report(refusal)
  }

  func removeScreens(ownedBy owners: Set<CoordinatorID>) {
    let count = owners.reduce(0) { $0 + screenCount(ownedBy: $1) }
    guard count > 0 else { return }
    commit(storedState.removingScreens(ownedBy: owners, count: count), cause: .request)
  }

  /// The guarded screens that would leave if `coordinator` and everything under it stopped.
  func guardedScreens(leavingWith coordinator: any Coordinator) -> [ScreenID] {
    guard !storedState.leaveGuardedScreens.isEmpty else { return [] }
    let owners = Set(coordinator.subtree.map(\.identifier))
    let count = owners.reduce(0) { $0 + screenCount(ownedBy: $1) }
    guard count > 0 else { return [] }
    return storedState.guardedScreens(
      removedBy: storedState.removingScreens(ownedBy: owners, count: count))
  }

  /// Refuses to end `coordinator`'s flow when it would remove screens with unsaved changes, or
  /// while another coordinator's leave question is open.
  func refuseToEndWithoutAsking(_ coordinator: any Coordinator) throws(NavigationError) {
    try refuseWhileAsking(owner: coordinator.identifier, overridingLeaveGuards: false)
    let guarded = guardedScreens(leavingWith: coordinator)
    guard guarded.isEmpty else {
      let refusal = NavigationError.leaveGuarded(screens: guarded)
      reportRefusal(refusal)
      throw refusal
    }
  }

  /// Ends `coordinator`'s flow once the coordinators of its guarded screens agree (after any open
  /// question); whether it ended. `end` stops it.
  func endAfterAsking(
    _ coordinator: any Coordinator, end: () -> Void
  ) async throws(NavigationError) -> Bool {
    var agreed: Set<ScreenID> = []
    while true {
      await leaveGate.waitUntilClosed()
      guard coordinator.isRunning else { return true }
      try refuseIfScreensCannotLeave(ownedBy: coordinator.identifier)
      let guarded = guardedScreens(leavingWith: coordinator).filter { !agreed.contains($0) }
      guard !guarded.isEmpty else {
        end()
        return true
      }
      openQuestion(about: guarded)
      defer { leaveGate.close() }
      guard let agreedNow = await agreement(toRemove: guarded) else { return false }
      agreed.formUnion(agreedNow)
      guard coordinator.isRunning else { return true }
      // An alert shown while the question was open stays: the flow does not end under it.
      try refuseIfScreensCannotLeave(ownedBy: coordinator.identifier)
      // A screen guarded while the question was open is asked about too, before the flow ends.
      if guardedScreens(leavingWith: coordinator).allSatisfy(agreed.contains) {
        end()
        return true
      }
    }
  }
}
