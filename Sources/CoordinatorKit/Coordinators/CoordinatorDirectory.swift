/// For one navigator: which coordinators own screens there, and how many each owns, so the
/// coordinator whose last screen leaves is stopped in the same change. Holds coordinators
/// weakly: it never keeps one alive.
///
/// Counting starts when the first coordinator registers; until then a navigator pays nothing
/// for it. After that, each change updates the counts from the part of the state it changed.
@MainActor
final class CoordinatorDirectory<Route: Equatable> {
  private struct WeakCoordinator {
    weak var coordinator: (any Coordinator)?
  }

  private var coordinators: [CoordinatorID: WeakCoordinator] = [:]
  /// How many screens each owner owns; `nil` until a coordinator registers.
  private var counts: [CoordinatorID: Int]?

  func register(_ coordinator: any Coordinator, in state: NavigationState<Route>) {
    if counts == nil {
      var counts: [CoordinatorID: Int] = [:]
      for screen in state.screens {
        if let owner = screen.owner { counts[owner, default: 0] += 1 }
      }
      self.counts = counts
    }
    coordinators[coordinator.identifier] = WeakCoordinator(coordinator: coordinator)
  }

  func forget(_ owner: CoordinatorID) {
    coordinators[owner] = nil
  }

  func coordinator(withID owner: CoordinatorID) -> (any Coordinator)? {
    coordinators[owner]?.coordinator
  }

  func screenCount(ownedBy owner: CoordinatorID) -> Int {
    counts?[owner] ?? 0
  }

  /// The state a proposed change really ends at, and the coordinators it stops.
  ///
  /// A running coordinator that owns no screen after the change stops, and its descendants stop
  /// with it; the screens those descendants still own leave in the same change (with everything
  /// above them), which may leave further coordinators without screens, until nothing changes.
  func settle(from old: NavigationState<Route>, proposed: NavigationState<Route>) -> (
    NavigationState<Route>, [any Coordinator]
  ) {
    guard var counts else { return (proposed, []) }
    var stopping: [any Coordinator] = []
    var stoppingIDs: Set<CoordinatorID> = []
    var before = old
    var after = proposed
    while true {
      let emptied = Self.applyDifferences(from: before, to: after, to: &counts)
      var descendants: [any Coordinator] = []
      for owner in emptied {
        guard let coordinator = coordinators[owner]?.coordinator, coordinator.isRunning,
          stoppingIDs.insert(owner).inserted
        else { continue }
        stopping.append(coordinator)
        descendants += coordinator.descendants
      }
      // Descendants that still own screens here take them with them.
      var leaving: Set<CoordinatorID> = []
      var leavingCount = 0
      for descendant in descendants where descendant.isRunning {
        let owner = descendant.identifier
        guard stoppingIDs.insert(owner).inserted else { continue }
        stopping.append(descendant)
        if let count = counts[owner], count > 0 {
          leaving.insert(owner)
          leavingCount += count
        }
      }
      guard leavingCount > 0 else { break }
      before = after
      after = after.removingScreens(ownedBy: leaving, count: leavingCount)
    }
    self.counts = counts
    return (after, stopping)
  }

  /// Updates `counts` with what changed between two states.
  ///
  /// - Returns: The owners left with no screen.
  private static func applyDifferences(
    from old: NavigationState<Route>, to new: NavigationState<Route>,
    to counts: inout [CoordinatorID: Int]
  ) -> [CoordinatorID] {
    let (oldElements, newElements) = NavigationState.elementsAboveSharedNodes(old.top, new.top)
    var touched: [CoordinatorID] = []
    func add(_ owner: CoordinatorID?, _ delta: Int) {
      guard let owner else { return }
      counts[owner, default: 0] += delta
      touched.append(owner)
    }
    if old.root.id != new.root.id || old.root.owner != new.root.owner {
      add(old.root.owner, -1)
      add(new.root.owner, 1)
    }
    for element in oldElements { add(element.screen.owner, -1) }
    for element in newElements { add(element.screen.owner, 1) }
    var emptied: [CoordinatorID] = []
    for owner in touched where counts[owner] == 0 {
      counts[owner] = nil
      emptied.append(owner)
    }
    return emptied
  }
}
