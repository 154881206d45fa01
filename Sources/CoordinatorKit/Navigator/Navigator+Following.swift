/// Reaching a target (a deep link, a saved state) through the coordinators.
extension Navigator {
  /// Rebuilds `target` from the current state, the way a saved state is restored: the screens
  /// and coordinators both share stay, those beyond them leave, and the coordinators build the
  /// rest (see ``FlowCoordinator``), all as one change. Guards are not run: a guarded screen
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
    if let refusal = machine.refusal(
      ofRequestBy: nil, overridingLeaveGuards: overridingLeaveGuards)
    {
      _ = refuse(refusal)
      throw .leaveQuestionOpen(screens: machine.question?.screens ?? [])
    }
    var state = machine.state
    var plans: [FollowPlan<Route>] = []
    var started = Set<CoordinatorID>()
    for (index, target) in targets.enumerated() {
      let plan = try planFollowing(target, from: state)
      if let unmet = plan.unmetGuard { throw .guardNotSatisfied(unmet.name) }
      for (offset, screen) in plan.screens.enumerated() where screen.startsOwner {
        // Two tabs' coordinators may not start the same child.
        guard started.insert(screen.owner).inserted else {
          throw .refused(
            coordinator: String(describing: screen.ownerType), route: "\(screen.screen.route)",
            style: screen.screen.style,
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
      plans.append(plan)
    }
    if !overridingLeaveGuards, let refusal = machine.leaveGuardRefusal(removing: state),
      case .leaveGuarded(let screens) = refuse(refusal)
    {
      throw .leaveGuarded(screens: screens)
    }
    for plan in plans { plan.adopt?() }
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
    try await waitForLinkTurn()
    defer {
      perform(machine.leaveLink())
      resumeSettleWaiters()
    }
    var progress = LinkProgress()
    defer {
      if !progress.succeeded { removeScreens(shownForGuard: progress.shownForGuard) }
    }
    while true {
      // A link waits while a leave question is open, also one asked while its guard's flow
      // ran; screens with unsaved changes that it would remove are asked about first.
      var plan: FollowPlan<Route>?
      let planned = try await askBeforeLeaving(.awaited, cancelledWith: .cancelled) {
        () throws(FollowError) in
        let next = try planFollowing(target)
        plan = next
        return next.isShown ? next.skeleton : nil
      } proceed: { () throws(FollowError) -> FollowPlan<Route> in
        guard let plan else { throw .cancelled }
        if plan.isShown {
          apply(plan, animation: animation)
          let firstNew = plan.screens.isEmpty ? nil : machine.state.node(atCount: plan.kept + 1)?.id
          progress.shown(unmetGuard: plan.unmetGuard?.name, firstNewScreen: firstNew)
        }
        return plan
      } kept: { (screens) throws(FollowError) -> FollowPlan<Route> in
        let route = screens.first.flatMap { machine.state.screen(withID: $0) }
        throw .leaveRefused(route: route.map { "\($0.route)" } ?? "")
      }
      let step = progress.next(
        unmetGuard: planned.unmetGuard?.name, guardNeedsItsScreens: planned.guardNeedsItsScreens,
        guardOwnerIsRunning: planned.guardOwner.map { owners?.isRunning($0) == true } ?? false,
        guardedRoute: planned.guardedRoute)
      switch step {
      case .done: return
      case .fail(let error): throw error
      case .runGuard(let name):
        guard let unmet = planned.unmetGuard else { return }
        machine.isWaitingForGuardFlow = true
        let outcome = await unmet.satisfy()
        machine.isWaitingForGuardFlow = false
        try throwIfCancelled()
        if let error = progress.guardEnded(name, with: outcome) { throw error }
      }
    }
  }

  /// Waits for this link's turn: links are opened one at a time, in the order they came.
  ///
  /// - Throws: ``FollowError/cancelled`` when the task is cancelled before its turn comes.
  private func waitForLinkTurn() async throws(FollowError) {
    try throwIfCancelled()
    let waiter = machine.newWaiter()
    guard !machine.enterLink(waiter) else { return }
    if await suspendCancellably(waiter) == .cancelled { throw .cancelled }
  }

  /// Removes `id` and everything above it, when it is still in the path: the screens a failing
  /// link showed to run a guard of a coordinator it started (their coordinators stop).
  private func removeScreens(shownForGuard id: ScreenID?) {
    guard let id, let index = machine.state.pathIndex(of: id), index >= 0 else { return }
    var state = machine.state
    state.truncatePath(to: index)
    state.alertBox = nil
    commit(state, cause: .request)
  }

  /// Whether a target is being opened (a deep link, perhaps waiting for a guard's flow such as a
  /// sign-in); targets opened meanwhile wait their turn. A host can show progress with it, and a
  /// program that ends can wait for it after stopping its coordinators.
  public var isOpeningTarget: Bool { machine.isOpeningTarget }

  /// Whether the target being opened waits for a guard's flow (a sign-in) to end: it waits for
  /// the user, not for work still on its way, so a scripted host need not wait for it.
  package var isWaitingForGuardFlow: Bool { machine.isWaitingForGuardFlow }

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

  /// Asks the owners how they reach `target`, without changing anything. A target that names no
  /// tab, in a tabbed state, goes to the tab whose root route is its first route (continuing
  /// after that root); else where the owners lead it: into the selected tab when its flows
  /// follow the whole path, else into the first other tab, in order, whose flows do (the plan
  /// then selects it); when none does, the selected tab's refusal is the error.
  private func planFollowing(
    _ asked: NavigationTarget<Route>, from current: NavigationState<Route>? = nil
  ) throws(FollowError) -> FollowPlan<Route> {
    let target = asked.continuingFromItsTabRoot(in: current ?? machine.state)
    let refusal: FollowError
    do {
      return try planFollowing(inItsTab: target, from: current)
    } catch {
      refusal = error
    }
    let state = current ?? machine.state
    guard target.tab == nil, refusal.isRefusalOfThePath, let selected = state.selectedTab else {
      throw refusal
    }
    for tab in state.tabs where tab != selected {
      var candidate = target
      candidate.tab = tab
      if let plan = try? planFollowing(inItsTab: candidate, from: state) { return plan }
    }
    throw refusal
  }

  /// Asks the owners how they reach `target` in its tab (the selected one when it names none),
  /// without changing anything.
  private func planFollowing(
    inItsTab target: NavigationTarget<Route>, from current: NavigationState<Route>?
  ) throws(FollowError) -> FollowPlan<Route> {
    for screen in target.path {
      do {
        try screen.options.check(for: screen.style)
      } catch {
        throw .impossibleScreen(route: "\(screen.route)", reason: error.description)
      }
    }
    var state = current ?? machine.state
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
    // A screen a target pushes is kept where it shows in a layer: its child flow may declare
    // that it shows so (a link listing a composer that is up already changes nothing).
    while kept < min(nodes.count, target.path.count), nodes[kept].route == target.path[kept].route,
      nodes[kept].style == target.path[kept].style || target.path[kept].style == .push
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
    let from = kept == 0 ? state.rootNode.screen : nodes[kept - 1].screen
    plan.routeBefore = from.route
    guard let owners else {
      throw .noFollowingCoordinator(route: "\(target.path[kept].route)")
    }
    try owners.planScreens(of: &plan, toward: target, from: from)
    return plan
  }

  /// Makes the plan's new owners run here and shows the target as one change.
  private func apply(_ plan: FollowPlan<Route>, animation: TransitionAnimation) {
    let state = plan.resultingState()
    plan.adopt?()
    commit(state, cause: .request, animation: animation)
  }
}
