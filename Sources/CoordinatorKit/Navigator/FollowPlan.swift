/// What following a target will do: how many screens stay, and who shows each new one. The
/// navigator plans what stays; the owners of its screens (through ``ScreenOwners``) plan the
/// new screens.
@MainActor
struct FollowPlan<Route: Equatable> {
  /// A new screen, and the owner that shows it.
  struct PlannedScreen {
    let screen: NavigationTarget<Route>.Screen
    /// The owner that shows it.
    let owner: CoordinatorID
    /// The owner's type, named only in a refusal (naming it costs more than planning a screen).
    let ownerType: Any.Type
    /// Whether the owner starts with this screen (a new child of the previous screen's owner).
    let startsOwner: Bool
  }

  /// The state the plan builds on: the current one, with the target's tab selected.
  let base: NavigationState<Route>
  /// The path elements that stay.
  let kept: Int
  /// The route of the screen the new ones follow (the last one kept), for refusals.
  var routeBefore: Route?
  var screens: [PlannedScreen] = []
  /// Whether the root the target continues from is guarded again.
  var guardsRoot = false
  /// The layers that stay, each with the options the target gives it.
  var reshownLayers: [(root: ScreenID, options: LayerOptions)] = []
  /// The first guard on the way whose condition does not hold.
  var unmetGuard: RouteGuard?
  /// Whether that guard belongs to an owner the plan starts: its flow can run only once the
  /// plan's screens (those before the guard) are shown and that owner runs.
  var guardNeedsItsScreens = false
  /// The owner whose guard does not hold, and the route it guards.
  var guardOwner: CoordinatorID?
  var guardedRoute = ""
  /// Makes the new owners run on the navigator, just before the change that adds their screens.
  var adopt: (@MainActor () -> Void)?

  init(base: NavigationState<Route>, kept: Int) {
    self.base = base
    self.kept = kept
  }

  /// Whether the plan is shown: when no guard stops it, or when the guard's own owner starts
  /// with it (see ``LinkProgress/shows(unmetGuard:guardNeedsItsScreens:)``).
  var isShown: Bool {
    LinkProgress.shows(unmetGuard: unmetGuard?.name, guardNeedsItsScreens: guardNeedsItsScreens)
  }

  /// The state with only what the plan keeps: what shows which screens leave.
  var skeleton: NavigationState<Route> {
    var state = base
    if kept < state.pathCount || !screens.isEmpty {
      state.truncatePath(to: kept)
    }
    return state
  }

  /// The state the plan shows: the skeleton with the new screens, owned by their planned
  /// owners, and the target's leave guards. Each call makes new screen identities.
  func resultingState() -> NavigationState<Route> {
    var state = base
    if kept < state.pathCount || !screens.isEmpty {
      state.truncatePath(to: kept)
      state.alertBox = nil
    }
    for (root, options) in reshownLayers {
      state.setOptions(options, ofLayerRoot: root)
    }
    for planned in screens {
      let screen = NavigationScreen(planned.screen.route, owner: planned.owner)
      state.append(
        PresentedScreen(screen, style: planned.screen.style), options: planned.screen.options)
      if planned.screen.isLeaveGuarded {
        try? state.setLeaveGuard(true, for: screen.id)  // The screen was just added: it is there.
      }
    }
    if guardsRoot {
      try? state.setLeaveGuard(true, for: state.root.id)  // A root is always there.
    }
    return state
  }
}
