/// The one seam between a navigator and the coordinator layer: which coordinator owns which
/// screen, and the screens of coordinators that stop.
extension Navigator {
  /// The running coordinator that owns `screen`, if it shows screens here; found in constant
  /// time, so a host can ask it to build each screen's view.
  public func coordinator(owning screen: Screen<Route>) -> (any Coordinator)? {
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
}
