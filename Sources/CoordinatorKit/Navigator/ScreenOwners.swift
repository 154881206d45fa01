/// The one seam through which a navigator reaches whoever owns its screens (the coordinator
/// layer, which plugs in here when its first coordinator shows a screen). The navigator names
/// owners only by their ``CoordinatorID``, and never reaches the coordinators themselves.
@MainActor
protocol ScreenOwners<Route>: AnyObject {
  /// The app's route type on the navigator.
  associatedtype Route: Equatable

  /// How many screens in the state `owner` owns.
  func screenCount(ownedBy owner: CoordinatorID) -> Int

  /// Whether `owner` runs on this navigator.
  func isRunning(_ owner: CoordinatorID) -> Bool

  /// The running owner `owner`, while it shows screens here (for the coordinator layer's own
  /// lookups: the navigator never reaches it).
  func owner(withID owner: CoordinatorID) -> AnyObject?

  /// The running owners that own screens here and for which `isIncluded` holds (for the
  /// coordinator layer's own lookups, such as the owners that save their screens' routes),
  /// by identity. It costs the number of owners, not of screens.
  func runningOwners(where isIncluded: (AnyObject) -> Bool) -> [CoordinatorID: AnyObject]

  /// Lets `owner` (one of the coordinator layer's) stop when its last screen here leaves.
  func register(_ owner: AnyObject)

  /// Forgets `owner`, which stopped.
  func forget(_ owner: CoordinatorID)

  /// Settles a proposed change: the owners left without a screen stop, and the screens of
  /// those under them leave in the same change, which `proposal` becomes.
  ///
  /// - Returns: The owners that stop and how to stop them once the change is made, or `nil`
  ///   when none does.
  func settle(from old: NavigationState<Route>, proposal: inout NavigationState<Route>)
    -> StoppingOwners?

  /// The first screen `new` brings in whose owner is not running here, if any.
  func screenWithoutRunningOwner(
    from old: NavigationState<Route>, to new: NavigationState<Route>
  ) -> ScreenID?

  /// Whether guarded `screen` may leave: its owner is asked when it can be (it runs and guards
  /// screens); a screen whose owner cannot be asked may leave.
  func shouldLeave(_ screen: ScreenID, ownedBy owner: CoordinatorID) async -> Bool

  /// Whether guarded `screen` takes a back swipe: its owner says so when it guards screens
  /// (``LeaveGuarding/allowsBackSwipe(from:)``); any other screen does.
  func allowsBackSwipe(from screen: ScreenID, ownedBy owner: CoordinatorID) -> Bool

  /// Fills in `plan`'s new screens, from the screen it keeps last (`from`) to the end of
  /// `target`: which owner shows each, and the first guard on the way that does not hold.
  ///
  /// - Throws: a ``FollowError`` naming the owner and route that do not fit; nothing changed.
  func planScreens(
    of plan: inout FollowPlan<Route>, toward target: NavigationTarget<Route>,
    from: NavigationScreen<Route>
  ) throws(FollowError)
}

/// The owners a change stops: who they are, and how to stop them once the change is made.
@MainActor
struct StoppingOwners {
  /// The owners, those whose parent does not stop first.
  let owners: [CoordinatorID]
  /// Stops them, and everything under them.
  let stop: @MainActor () -> Void
}
