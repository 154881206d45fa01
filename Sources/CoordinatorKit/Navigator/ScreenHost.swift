/// What the owners of a navigator's screens (the coordinator layer) need from it, whatever its
/// route type: the navigator's side of the seam, in owner identities only, so the coordinator
/// layer never reaches into navigation state.
@MainActor
protocol ScreenHost: AnyObject {
  /// How many screens in the state `owner` owns.
  func screenCount(ownedBy owner: CoordinatorID) -> Int
  /// Forgets `owner`, which stopped.
  func forget(_ owner: CoordinatorID)
  /// Throws the refusal an explicit ending meets while `owner`'s screens cannot leave (an alert
  /// is showing over them).
  func refuseIfScreensCannotLeave(ownedBy owner: CoordinatorID) throws(NavigationError)
  /// Tells the navigator's refusal observers about a request the coordinator layer refused.
  func reportRefusal(_ refusal: NavigationError)
  /// Removes the screens of `owners`, which are stopping, in one change.
  func removeScreens(ownedBy owners: Set<CoordinatorID>)
  /// The guarded screens that would leave if `owners()` stopped.
  func guardedScreens(leavingWith owners: () -> Set<CoordinatorID>) -> [ScreenID]
  /// Throws the refusal ending `owner` and those under it (`owners()`) without asking meets: a
  /// leave-guarded screen would leave, or another leave question is open.
  func refuseToEndWithoutAsking(_ owner: CoordinatorID, with owners: () -> Set<CoordinatorID>)
    throws(NavigationError)
  /// Ends `owner` with `end` now when it and those under it (`owners()`) would remove no
  /// guarded screen; otherwise opens the question, and ends it once their coordinators agree.
  /// Asking again while that question is open asks nothing new.
  ///
  /// - Returns: The question open for it, or `nil` when it ended now.
  /// - Throws: the refusal while an alert shows over its screens, or another change's question
  ///   is open; nothing changed.
  func endAfterAsking(
    _ owner: CoordinatorID, isRunning: @escaping () -> Bool,
    with owners: @escaping () -> Set<CoordinatorID>, end: @escaping () -> Void
  ) throws(NavigationError) -> LeaveQuestion?
}
