/// How coordinators stop: the one place that enforces the lifecycle rule in the direction
/// "a coordinator stops ⇒ its screens leave".
///
/// Stopping a coordinator stops everything under it. Their screens leave first, as one change
/// per navigator; then each coordinator finishes stopping, children before parents (newest child
/// first): `didStop()`, its parent lets it go, and whoever awaits its result hears it. The tree is
/// walked with an explicit stack, so trees of any depth stop without exhausting the call stack.
@MainActor
enum CoordinatorLifecycle {
  static func stop(_ coordinators: [any Coordinator]) {
    guard !coordinators.isEmpty else { return }
    // Visit every coordinator still running under the given ones, parents before children and
    // older children first, marking each stopped so nothing restarts or re-enters it.
    var order: [any Coordinator] = []
    var pending: [any Coordinator] = coordinators.reversed()
    while let coordinator = pending.popLast() {
      guard coordinator.node.phase != .stopped else { continue }
      coordinator.node.phase = .stopped
      order.append(coordinator)
      pending += coordinator.node.children.reversed()
    }
    removeScreens(of: order)
    // The reverse of that visit is children first, newest first.
    for coordinator in order.reversed() {
      finishStopping(coordinator)
    }
  }

  /// Their screens leave, one change per navigator (usually all share one).
  private static func removeScreens(of coordinators: [any Coordinator]) {
    var hosts: [any ScreenHost] = []
    var owners: [Set<CoordinatorID>] = []
    for coordinator in coordinators {
      guard let host = coordinator.node.screenHost else { continue }
      if let index = hosts.firstIndex(where: { $0 === host }) {
        owners[index].insert(coordinator.identifier)
      } else {
        hosts.append(host)
        owners.append([coordinator.identifier])
      }
    }
    for (host, owners) in zip(hosts, owners) {
      host.removeScreens(ownedBy: owners)
    }
  }

  private static func finishStopping(_ coordinator: any Coordinator) {
    let node = coordinator.node
    node.children.removeAll()
    coordinator.didStop()
    let handler = node.resultHandler
    let result = node.pendingResult
    node.resultHandler = nil
    node.pendingResult = nil
    let endObservers = node.endObservers
    node.endObservers = []
    if let parent = node.parent {
      parent.node.children.removeAll { $0 === coordinator }
      node.parent = nil
    }
    node.screenHost?.forget(coordinator.identifier)
    node.screenHost = nil
    handler?(result)
    for observer in endObservers { observer() }
  }
}
