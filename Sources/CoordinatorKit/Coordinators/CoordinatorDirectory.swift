/// For one navigator: which coordinators own screens there, and how many each owns, so the
/// coordinator whose last screen leaves is stopped in the same change. Holds coordinators
/// weakly: it never keeps one alive. It is how the coordinator layer plugs into a navigator
/// (see ``ScreenOwners``).
///
/// The navigator gets one when the first coordinator registers; until then it pays nothing for
/// it. After that, each change updates the counts from the part of the state it changed.
@MainActor
final class CoordinatorDirectory<Route: Equatable>: ScreenOwners {
  /// The navigator whose screens these coordinators own.
  private(set) weak var host: Navigator<Route>?
  private var coordinators: [CoordinatorID: WeakCoordinator] = [:]
  /// How many screens each owner owns.
  private var counts: [CoordinatorID: Int]
  /// The coordinators that can guard their screens (see ``LeaveGuarding``).
  var guarding: [CoordinatorID: WeakLeaveGuarding] = [:]

  /// The directory of `navigator`, whose state is `state`.
  init(host: Navigator<Route>, state: NavigationState<Route>) {
    self.host = host
    var counts: [CoordinatorID: Int] = [:]
    for screen in state.screens {
      if let owner = screen.owner { counts[owner, default: 0] += 1 }
    }
    self.counts = counts
  }

  func register(_ coordinator: any Coordinator) {
    coordinators[coordinator.identifier] = WeakCoordinator(coordinator: coordinator)
    if let guarding = coordinator as? any LeaveGuarding { register(guarding) }
  }

  func register(_ owner: AnyObject) {
    if let coordinator = owner as? any Coordinator { register(coordinator) }
  }

  func isRunning(_ owner: CoordinatorID) -> Bool {
    coordinators[owner]?.coordinator?.isRunning == true
  }

  func shouldLeave(_ screen: ScreenID, ownedBy owner: CoordinatorID) async -> Bool {
    guard let coordinator = coordinators[owner]?.coordinator as? any LeaveGuarding,
      coordinator.isRunning
    else { return true }
    return await coordinator.shouldLeave(screen)
  }

  func allowsBackSwipe(from screen: ScreenID, ownedBy owner: CoordinatorID) -> Bool {
    guard let coordinator = coordinators[owner]?.coordinator as? any LeaveGuarding else {
      return true
    }
    return coordinator.allowsBackSwipe(from: screen)
  }

  func forget(_ owner: CoordinatorID) {
    coordinators[owner] = nil
    guarding[owner] = nil
  }

  func coordinator(withID owner: CoordinatorID) -> (any Coordinator)? {
    coordinators[owner]?.coordinator
  }

  func owner(withID owner: CoordinatorID) -> AnyObject? {
    coordinators[owner]?.coordinator
  }

  func screenCount(ownedBy owner: CoordinatorID) -> Int {
    counts[owner] ?? 0
  }

  func runningOwners(where isIncluded: (AnyObject) -> Bool) -> [CoordinatorID: AnyObject] {
    var found: [CoordinatorID: AnyObject] = [:]
    for (id, entry) in coordinators where counts[id, default: 0] > 0 {
      if let coordinator = entry.coordinator, coordinator.isRunning, isIncluded(coordinator) {
        found[id] = coordinator
      }
    }
    return found
  }

  /// Settles a proposed change: the state it really ends at, and the coordinators it stops.
  ///
  /// A running coordinator that owns no screen after the change stops, and its descendants stop
  /// with it; the screens those descendants still own leave in the same change (with everything
  /// above them), which may leave further coordinators without screens, until nothing changes.
  /// - Returns: The coordinators that stop; `proposal` becomes the state the change ends at.
  func settle(from old: NavigationState<Route>, proposal: inout NavigationState<Route>)
    -> StoppingOwners?
  {
    var counts = self.counts
    // The local copy is then the only one, updated in place: a copy of every owner's count at
    // each change cost the depth of a chain of flows.
    self.counts = [:]
    var stopping: [any Coordinator] = []
    var stoppingIDs: Set<CoordinatorID> = []
    var before = old
    var after = proposal
    while true {
      let emptied = Self.applyDifferences(from: before, to: after, to: &counts)
      // The children of the emptied coordinators, newest last, to walk their subtrees.
      var pending: [any Coordinator] = []
      for owner in emptied {
        guard let coordinator = coordinators[owner]?.coordinator, coordinator.isRunning,
          stoppingIDs.insert(owner).inserted
        else { continue }
        stopping.append(coordinator)
        pending += coordinator.children.reversed()
      }
      // Descendants that still own screens here take them with them. A subtree already
      // stopping is not walked again: popping a chain of N child flows empties all N, and
      // walking each one's descendants made that cost N².
      var leaving: Set<CoordinatorID> = []
      var leavingCount = 0
      while let descendant = pending.popLast() {
        let owner = descendant.identifier
        if descendant.isRunning {
          guard stoppingIDs.insert(owner).inserted else { continue }
          stopping.append(descendant)
          if let count = counts[owner], count > 0 {
            leaving.insert(owner)
            leavingCount += count
          }
        }
        pending += descendant.children.reversed()
      }
      guard leavingCount > 0 else { break }
      before = after
      after = after.removingScreens(ownedBy: leaving, count: leavingCount)
    }
    self.counts = counts
    if let guards = after.guardBox, !guards.owners.isDisjoint(with: stoppingIDs) {
      // Coordinators that stop have no unsaved changes left to guard.
      after.guardBox = LeaveGuardSet.of(
        guards.screens, owners: guards.owners.subtracting(stoppingIDs))
    }
    proposal = after
    // Those whose parent does not stop come first: `CoordinatorLifecycle.stop` walks each
    // listed coordinator's subtree in the order given and finishes them in reverse, so a child
    // listed before its parent (popping a chain empties the newest flow first) finished after it.
    guard !stopping.isEmpty else { return nil }
    func parentStops(_ coordinator: any Coordinator) -> Bool {
      coordinator.parent.map { stoppingIDs.contains($0.identifier) } ?? false
    }
    let ordered = stopping.filter { !parentStops($0) } + stopping.filter(parentStops)
    return StoppingOwners(owners: ordered.map(\.identifier)) {
      CoordinatorLifecycle.stop(ordered)
    }
  }

  /// The first screen that `new` brings in (or changes) whose owner is not running here: a
  /// screen that would show with nothing behind it, which breaks the lifecycle rule. `nil` when
  /// every arriving screen is ownerless or owned by a running coordinator. It walks only what
  /// changed, as counting does.
  func screenWithoutRunningOwner(
    from old: NavigationState<Route>, to new: NavigationState<Route>
  ) -> ScreenID? {
    var found: ScreenID?
    Self.visitChanges(from: old, to: new) { _ in
    } arriving: { node in
      guard found == nil, let owner = node.owner else { return }
      if coordinators[owner]?.coordinator?.isRunning != true { found = node.id }
    }
    return found
  }

  /// Updates `counts` with what changed between two states.
  ///
  /// - Returns: The owners left with no screen.
  private static func applyDifferences(
    from old: NavigationState<Route>, to new: NavigationState<Route>,
    to counts: inout [CoordinatorID: Int]
  ) -> [CoordinatorID] {
    // Owners whose count reached zero along the way; confirmed at the end, since the same
    // change may give them a screen again.
    var emptied: [CoordinatorID] = []
    func count(_ owner: CoordinatorID?, _ delta: Int) {
      guard let owner else { return }
      let updated = counts[owner, default: 0] + delta
      counts[owner] = updated
      if updated == 0 { emptied.append(owner) }
    }
    visitChanges(from: old, to: new) {
      count($0.owner, -1)
    } arriving: {
      count($0.owner, 1)
    }
    emptied = emptied.filter { counts[$0] == 0 }
    for owner in emptied {
      counts[owner] = nil
    }
    return emptied
  }

  /// Calls `leaving` with every node of `old` and `arriving` with every node of `new` that the
  /// other state does not hold as the same object: the nodes above the highest one both share,
  /// a new root, and the stacks of tabs not selected that differ, whole (a tab switch moves a
  /// stack between the path and the container, so its screens leave on one side and arrive on
  /// the other). It reads owners directly and never walks the shared part. Always inlined, so
  /// each caller's closures are compiled into its own walk (called on every request).
  @inline(__always)
  private static func visitChanges(
    from old: NavigationState<Route>, to new: NavigationState<Route>,
    leaving: (PathNode<Route>) -> Void, arriving: (PathNode<Route>) -> Void
  ) {
    if old.rootNode !== new.rootNode {
      leaving(old.rootNode)
      arriving(new.rootNode)
    }
    var left = old.top
    var right = new.top
    while let node = left, node.count > (right?.count ?? 0) {
      leaving(node)
      left = node.below
    }
    while let node = right, node.count > (left?.count ?? 0) {
      arriving(node)
      right = node.below
    }
    while let leftNode = left, let rightNode = right, leftNode !== rightNode {
      leaving(leftNode)
      arriving(rightNode)
      left = leftNode.below
      right = rightNode.below
    }
    guard old.tabsBox !== new.tabsBox else { return }
    let oldStacks =
      old.tabsBox.map { Dictionary(zip($0.ids, $0.stacks), uniquingKeysWith: { a, _ in a }) }
      ?? [:]
    let newStacks =
      new.tabsBox.map { Dictionary(zip($0.ids, $0.stacks), uniquingKeysWith: { a, _ in a }) }
      ?? [:]
    for (id, stack) in oldStacks {
      guard let stack, !stack.isIdentical(to: newStacks[id] ?? nil) else { continue }
      for node in stack.nodes { leaving(node) }
    }
    for (id, stack) in newStacks {
      guard let stack, !stack.isIdentical(to: oldStacks[id] ?? nil) else { continue }
      for node in stack.nodes { arriving(node) }
    }
  }
}

/// A coordinator held weakly: the directory never keeps one alive.
private struct WeakCoordinator {
  weak var coordinator: (any Coordinator)?
}

/// A coordinator that can guard its screens, held weakly.
struct WeakLeaveGuarding {
  weak var coordinator: (any LeaveGuarding)?
}
