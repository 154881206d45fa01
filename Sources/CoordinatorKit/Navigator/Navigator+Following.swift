/// Reaching a target (a deep link, a saved state) through the coordinators.
extension Navigator {
  /// Rebuilds `target` from the current state, the way a saved state is restored: the screens
  /// and coordinators both share stay, those beyond them leave, and the coordinators build the
  /// rest (see ``RouteFollowing``), all as one change. Guards are not run: a guarded screen
  /// whose condition does not hold fails the restoration. A screen the target marks
  /// ``NavigationTarget/Screen/isLeaveGuarded`` is guarded again.
  ///
  /// Like every request, it never asks a leave guard: a restoration that would remove a screen
  /// with unsaved changes throws ``FollowError/leaveGuarded(screens:)`` (open the target with
  /// ``open(_:animation:)`` to ask first, or pass `overridingLeaveGuards: true` to discard), and
  /// while a leave guard's question is open it throws ``FollowError/leaveQuestionOpen(screens:)``.
  ///
  /// Linear in the number of screens.
  ///
  /// - Parameters:
  ///   - target: the screens to rebuild over the root.
  ///   - animation: how the change is shown; a restoration usually shows only the result.
  ///   - overridingLeaveGuards: `true` removes guarded screens without asking, and goes through
  ///     while a question is open (a sign-out that restores a saved start).
  /// - Throws: a ``FollowError`` naming the coordinator and route that did not fit, or the
  ///   leave-guard refusals above; nothing changed.
  public func restore(
    _ target: NavigationTarget<Route>, animation: TransitionAnimation = .none,
    overridingLeaveGuards: Bool = false
  ) throws(FollowError) {
    try restore([target], animation: animation, overridingLeaveGuards: overridingLeaveGuards)
  }

  /// Rebuilds every tab of `state` through the coordinators, as one change: each tab that is
  /// not selected in its place (what is presented over the tabs stays while they are rebuilt),
  /// then the selected one with what is presented over the tabs, ending on it. For a state
  /// without tabs, the same as restoring ``NavigationTarget/init(_:)-(NavigationState<Route>)``.
  ///
  /// Every tab is planned before any is changed, so a tab that cannot be rebuilt leaves all of
  /// them as they were.
  ///
  /// - Parameters:
  ///   - state: the state to rebuild, usually one saved at the end of an earlier launch.
  ///   - animation: how the change is shown.
  ///   - overridingLeaveGuards: as for ``restore(_:animation:overridingLeaveGuards:)``.
  /// - Throws: the first ``FollowError`` of any tab, or the leave-guard refusals of
  ///   ``restore(_:animation:overridingLeaveGuards:)``; nothing changed.
  public func restore(
    everyTabOf state: NavigationState<Route>, animation: TransitionAnimation = .none,
    overridingLeaveGuards: Bool = false
  ) throws(FollowError) {
    try restore(
      NavigationTarget.targets(restoring: state), animation: animation,
      overridingLeaveGuards: overridingLeaveGuards)
  }

  /// Plans `targets` one after the other on a copy of the state, then applies them all as one
  /// change, or throws having changed nothing. Every target but the last rebuilds its tab in
  /// place; the last one selects its tab.
  private func restore(
    _ targets: [NavigationTarget<Route>], animation: TransitionAnimation,
    overridingLeaveGuards: Bool
  ) throws(FollowError) {
    let admission = leaveGate.admit(
      .request(owner: nil, overridingLeaveGuards: overridingLeaveGuards))
    if case .refuse(let refusal) = admission {
      reportRefusal(refusal)
      throw .leaveQuestionOpen(screens: leaveGate.askedScreens)
    }
    var state = storedState
    var planned: [FollowPlan<Route>.PlannedScreen] = []
    var started = Set<ObjectIdentifier>()
    for (index, target) in targets.enumerated() {
      let plan = try planFollowing(target, from: state)
      if let unmet = plan.unmetGuard { throw .guardNotSatisfied(unmet.name) }
      for (offset, screen) in plan.screens.enumerated() where screen.parent != nil {
        // Two tabs' coordinators may not start the same child.
        guard started.insert(ObjectIdentifier(screen.owner)).inserted else {
          throw .refused(
            coordinator: String(describing: type(of: screen.owner)),
            route: "\(screen.screen.route)", style: screen.screen.style,
            after: offset > 0
              ? "\(plan.screens[offset - 1].screen.route)"
              : plan.routeBefore.map { "\($0)" } ?? "",
            position: plan.kept + offset + 1)
        }
      }
      let rebuilt = plan.resultingState()
      if let tab = target.tab, index < targets.count - 1, tab != state.selectedTab {
        state.takeStack(ofTab: tab, from: rebuilt)
      } else {
        state = rebuilt
      }
      planned += plan.screens
    }
    if !overridingLeaveGuards {
      let guarded = storedState.guardedScreens(removedBy: state)
      if !guarded.isEmpty {
        reportRefusal(.leaveGuarded(screens: guarded))
        throw .leaveGuarded(screens: guarded)
      }
    }
    adopt(planned)
    commit(state, cause: .request, animation: animation)
  }

  /// Opens `target` from whatever state the app is in, as a deep link does: like
  /// ``restore(_:animation:overridingLeaveGuards:)``, and when a screen on the way needs a guard that does not hold,
  /// the guard's flow runs first (a login) and the link then continues to its target. A guard
  /// of a coordinator that the link itself starts runs its flow once the link has shown the
  /// screens up to it, so that coordinator is running; if the user leaves that flow, the screens
  /// the link added leave again. Links are opened one at a time: one that arrives while another
  /// waits on a guard waits its turn.
  ///
  /// - Parameters:
  ///   - target: the screens to reach over the root.
  ///   - animation: how the change is shown; a link usually animates only its last step.
  /// Cancelling the awaiting task ends the wait with ``FollowError/cancelled`` and changes
  /// nothing more: a target waiting its turn leaves the queue, one waiting for a leave
  /// question's answer or a guard's flow stops there (a guard's flow started with
  /// ``Coordinator/coordinateUntilEnded(to:style:)`` ends with the task).
  ///
  /// - Throws: a ``FollowError``; the app then stays where it was before the link (a guard's
  ///   flow that the user left has taken its own screens away), but for the screens a link
  ///   replaced to reach a guard of a coordinator it started.
  public func open(
    _ target: NavigationTarget<Route>, animation: TransitionAnimation = .lastStepOnly
  ) async throws(FollowError) {
    guard await followQueue.enter() else { throw .cancelled }
    defer { followQueue.leave() }
    var metGuards: [String] = []
    var agreedToLeave: Set<ScreenID> = []
    // The first screen the link showed so that a guard's coordinator runs its flow: what leaves
    // again when the link fails, whatever the reason.
    var shownForGuard: ScreenID?
    var succeeded = false
    defer {
      if !succeeded { removeScreens(shownForGuard: shownForGuard) }
    }
    while true {
      // A link waits while a leave question is open, also one asked while its guard's flow ran.
      await leaveGate.waitUntilClosedOrCancelled()
      try throwIfCancelled()
      let plan = try planFollowing(target)
      if plan.unmetGuard == nil || plan.guardNeedsItsScreens {
        // Screens with unsaved changes that the link would remove are asked about first.
        let guarded = storedState.guardedScreens(removedBy: plan.skeleton).filter {
          !agreedToLeave.contains($0)
        }
        if !guarded.isEmpty {
          openQuestion(about: guarded)
          let agreed = await agreement(toRemove: guarded)
          leaveGate.close()
          try throwIfCancelled()
          guard let agreed else {
            throw .leaveRefused(
              route: storedState.screen(withID: guarded[0]).map { "\($0.route)" } ?? "")
          }
          agreedToLeave.formUnion(agreed)
          continue  // The answer took time: plan again from the state now.
        }
        apply(plan, animation: animation)
        if plan.unmetGuard == nil {
          succeeded = true
          return
        }
        if shownForGuard == nil, !plan.screens.isEmpty {
          shownForGuard = storedState.node(atCount: plan.kept + 1)?.id
        }
      }
      guard let unmet = plan.unmetGuard else { return }
      guard !metGuards.contains(unmet.name) else {
        throw .guardRefused(unmet.name, reason: "its flow ended, but it still does not hold")
      }
      if plan.guardNeedsItsScreens, plan.guardOwner?.isRunning != true {
        // Showing the screens up to the guard stopped its coordinator (the screens the link
        // replaced held up its parent): nobody can run the guard's flow or go on from it.
        throw .noFollowingCoordinator(route: plan.guardedRoute)
      }
      followQueue.isWaitingForGuardFlow = true
      let outcome = await unmet.satisfy()
      followQueue.isWaitingForGuardFlow = false
      try throwIfCancelled()
      switch outcome {
      case .satisfied: metGuards.append(unmet.name)
      case .cancelled: throw .guardCancelled(unmet.name)
      case .refused(let reason): throw .guardRefused(unmet.name, reason: reason)
      }
    }
  }

  /// Removes `id` and everything above it, when it is still in the path: the screens a failing
  /// link showed to run a guard of a coordinator it started (their coordinators stop).
  private func removeScreens(shownForGuard id: ScreenID?) {
    guard let id, let index = storedState.pathIndex(of: id), index >= 0 else { return }
    var state = storedState
    state.truncatePath(to: index)
    state.alertBox = nil
    commit(state, cause: .request)
  }

  /// Whether a target is being opened (a deep link, perhaps waiting for a guard's flow such as a
  /// sign-in); targets opened meanwhile wait their turn. A host can show progress with it, and a
  /// program that ends can wait for it after stopping its coordinators.
  public var isOpeningTarget: Bool { followQueue.isBusy }

  /// Whether the target being opened waits for a guard's flow (a sign-in) to end: it waits for
  /// the user, not for work still on its way, so a scripted host need not wait for it.
  package var isWaitingForGuardFlow: Bool { followQueue.isWaitingForGuardFlow }

  /// Throws ``FollowError/cancelled`` once the task opening a target is cancelled.
  private func throwIfCancelled() throws(FollowError) {
    if Task.isCancelled { throw .cancelled }
  }

  /// Opens the link `link`, read with `table`. See ``open(_:animation:)``.
  ///
  /// - Throws: ``FollowError/link(_:)`` when the link does not parse, or the errors of
  ///   ``open(_:animation:)``; nothing changed.
  public func open(
    link: String, using table: LinkTable<Route>, animation: TransitionAnimation = .lastStepOnly
  ) async throws(FollowError) {
    let target: NavigationTarget<Route>
    do {
      target = try table.target(for: link)
    } catch {
      throw .link(error)
    }
    try await open(target, animation: animation)
  }

  // MARK: Planning and applying

  /// Asks the coordinators how they reach `target`, without changing anything.
  private func planFollowing(
    _ target: NavigationTarget<Route>, from current: NavigationState<Route>? = nil
  ) throws(FollowError) -> FollowPlan<Route> {
    for screen in target.path {
      do {
        try screen.options.check(for: screen.style)
      } catch {
        throw .impossibleScreen(route: "\(screen.route)", reason: error.description)
      }
    }
    var state = current ?? storedState
    if let tab = target.tab, state.selectedTab != tab {
      state.alertBox = nil  // The alert goes with any change a target makes.
      do {
        try state.selectTab(tab)
      } catch {
        throw .noSuchTab(tab, reason: error.description)
      }
    }
    let nodes = state.top?.nodes(from: 0) ?? []
    var kept = 0
    while kept < min(nodes.count, target.path.count), nodes[kept].style == target.path[kept].style,
      nodes[kept].route == target.path[kept].route
    {
      kept += 1
    }
    var plan = FollowPlan<Route>(base: state, kept: kept)
    // A layer both keep shows as the target says (a sheet's height, a popover's anchor),
    // changed in place: it and its coordinator stay.
    for index in 0..<kept where nodes[index].options != target.path[index].options {
      plan.reshownLayers.append((nodes[index].id, target.path[index].options))
    }
    plan.guardsRoot = target.isRootLeaveGuarded
    guard kept < target.path.count else { return plan }
    let from = kept == 0 ? state.rootNode : nodes[kept - 1]
    guard let owner = from.owner,
      var current = coordinators.coordinator(withID: owner) as? any RouteFollowing<Route>,
      current.isRunning
    else { throw .noFollowingCoordinator(route: "\(target.path[kept].route)") }
    var previous = from.route
    plan.routeBefore = from.route
    for (position, screen) in zip((kept + 1)..., target.path[kept...]) {
      let after = previous
      var step = current.next(screen.route, style: screen.style, after: previous)
      previous = screen.route
      while case .guarded(let condition, let then) = step {
        guard condition.isSatisfied() else {
          plan.unmetGuard = condition
          plan.guardNeedsItsScreens = !current.isRunning
          plan.guardOwner = current
          plan.guardedRoute = "\(screen.route)"
          return plan
        }
        step = then
      }
      switch step {
      case .showScreen:
        plan.screens.append(.init(screen: screen, owner: current, parent: nil))
      case .startChild(let child):
        guard child.node.phase == .idle, child !== current else {
          throw .refused(
            coordinator: String(describing: type(of: current)), route: "\(screen.route)",
            style: screen.style, after: "\(after)", position: position)
        }
        plan.screens.append(.init(screen: screen, owner: child, parent: current))
        current = child
      case .refuse, .guarded:
        throw .refused(
          coordinator: String(describing: type(of: current)), route: "\(screen.route)",
          style: screen.style, after: "\(after)", position: position)
      }
    }
    return plan
  }

  /// Adopts the new coordinators and shows the target as one change.
  private func apply(_ plan: FollowPlan<Route>, animation: TransitionAnimation) {
    let state = plan.resultingState()
    adopt(plan.screens)
    commit(state, cause: .request, animation: animation)
  }

  /// Makes the planned screens' new coordinators children of their parents, showing their
  /// screens here, just before the change that adds those screens.
  private func adopt(_ planned: [FollowPlan<Route>.PlannedScreen]) {
    for screen in planned {
      if let parent = screen.parent {
        parent.adoptWithoutStarting(screen.owner, style: screen.screen.style)
      }
      screen.owner.node.screenHost = self
      register(screen.owner)
    }
  }
}

/// What following a target will do: how many screens stay, and who shows each new one.
@MainActor
struct FollowPlan<Route: Equatable> {
  struct PlannedScreen {
    let screen: NavigationTarget<Route>.Screen
    let owner: any RouteFollowing<Route>
    /// The coordinator that adopts `owner` first, when `owner` is new.
    let parent: (any Coordinator)?
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
  /// Whether that guard belongs to a coordinator the plan starts: its flow can run only once
  /// the plan's screens (those before the guard) are shown and that coordinator runs.
  var guardNeedsItsScreens = false
  /// The coordinator whose guard does not hold, and the route it guards.
  var guardOwner: (any RouteFollowing<Route>)?
  var guardedRoute = ""

  init(base: NavigationState<Route>, kept: Int) {
    self.base = base
    self.kept = kept
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
  /// coordinators, and the target's leave guards. Each call makes new screen identities.
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
      let screen = NavigationScreen(planned.screen.route, owner: planned.owner.identifier)
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

/// Serializes deep links: one is opened at a time, in the order they arrived.
@MainActor
final class FollowQueue {
  private(set) var isBusy = false
  /// Whether the target being opened waits for a guard's flow.
  var isWaitingForGuardFlow = false
  /// Called when the last target waiting has been opened (the navigator's settle waiters).
  var didFinish: (@MainActor () -> Void)?
  private var waiting: [(turn: Int, continuation: CheckedContinuation<Bool, Never>)] = []
  private var nextTurn = 0

  /// Waits for this caller's turn; whether it came (`false`: the task was cancelled, and it
  /// left the queue without a turn).
  func enter() async -> Bool {
    guard !Task.isCancelled else { return false }
    guard isBusy else {
      isBusy = true
      return true
    }
    let turn = nextTurn
    nextTurn += 1
    return await withTaskCancellationHandler {
      await withCheckedContinuation { waiting.append((turn, $0)) }
    } onCancel: {
      Task { @MainActor [weak self] in self?.cancel(turn) }
    }
  }

  /// Hands the turn to the next waiting caller.
  func leave() {
    if waiting.isEmpty {
      isBusy = false
      didFinish?()
    } else {
      waiting.removeFirst().continuation.resume(returning: true)
    }
  }

  /// The caller waiting for `turn` was cancelled: it leaves the queue.
  private func cancel(_ turn: Int) {
    guard let index = waiting.firstIndex(where: { $0.turn == turn }) else { return }
    waiting.remove(at: index).continuation.resume(returning: false)
  }
}
