/// A navigator's side of the seam, for a coordinator and everything under it.
extension ScreenHost {
  /// The guarded screens that would leave if `coordinator` and everything under it stopped.
  func guardedScreens(leavingWith coordinator: any Coordinator) -> [ScreenID] {
    guardedScreens(leavingWith: { coordinator.subtreeIdentifiers })
  }

  /// Refuses to end `coordinator`'s flow when it would remove screens with unsaved changes, or
  /// while another coordinator's leave question is open.
  func refuseToEndWithoutAsking(_ coordinator: any Coordinator) throws(NavigationError) {
    try refuseToEndWithoutAsking(coordinator.identifier, with: { coordinator.subtreeIdentifiers })
  }

  /// Ends `coordinator`'s flow with `end` now, or once the coordinators of its guarded screens
  /// agree (see ``FlowEnding``).
  func endAfterAsking(_ coordinator: some Coordinator, end: @escaping () -> Void)
    throws(NavigationError) -> FlowEnding
  {
    let question = try endAfterAsking(
      coordinator.identifier, isRunning: { coordinator.isRunning },
      with: { coordinator.subtreeIdentifiers }, end: end)
    return question.map(FlowEnding.asking) ?? .ended
  }
}

extension Coordinator {
  /// The identities of the coordinator and all its descendants.
  var subtreeIdentifiers: Set<CoordinatorID> {
    Set(subtree.map(\.identifier))
  }
}
