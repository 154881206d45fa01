/// What the coordinator layer needs from the navigator a coordinator shows screens on: the one
/// narrow seam between them, so the coordinator layer never reaches into navigation state.
@MainActor
protocol ScreenHost: AnyObject {
  /// How many screens in the state the coordinator `owner` owns.
  func screenCount(ownedBy owner: CoordinatorID) -> Int
  /// Lets the navigator stop `coordinator` when its last screen leaves.
  func register(_ coordinator: any Coordinator)
  /// Forgets a coordinator that stopped.
  func forget(_ owner: CoordinatorID)
  /// Throws the refusal an explicit ending meets while the coordinator's screens cannot leave
  /// (an alert is showing over them).
  func refuseIfScreensCannotLeave(ownedBy owner: CoordinatorID) throws(NavigationError)
  /// Tells the navigator's refusal observers about a request the coordinator layer refused.
  func reportRefusal(_ refusal: NavigationError)
  /// Removes the screens of `owners`, which are stopping, in one change.
  func removeScreens(ownedBy owners: Set<CoordinatorID>)
  /// Throws the refusal ending `coordinator` without asking meets: a leave-guarded screen would
  /// leave, or another leave question is open.
  func refuseToEndWithoutAsking(_ coordinator: any Coordinator) throws(NavigationError)
  /// The guarded screens that would leave if `coordinator` and everything under it stopped.
  func guardedScreens(leavingWith coordinator: any Coordinator) -> [ScreenID]
  /// Ends `coordinator` with `end` once the coordinators of its guarded screens agree; whether
  /// it ended.
  func endAfterAsking(_ coordinator: any Coordinator, end: () -> Void) async throws(NavigationError)
    -> Bool
}
