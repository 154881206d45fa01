/// Remembers, for one navigator, which coordinator owns the screens it shows, so the
/// coordinator whose last screen left can be stopped. Holds coordinators weakly: it never
/// keeps one alive.
@MainActor
final class CoordinatorDirectory {
  private struct WeakCoordinator {
    weak var coordinator: (any Coordinator)?
  }

  private var coordinators: [CoordinatorID: WeakCoordinator] = [:]

  func register(_ coordinator: any Coordinator) {
    coordinators[coordinator.identifier] = WeakCoordinator(coordinator: coordinator)
  }

  /// Stops the coordinators that owned screens before a change and own none after it.
  func screensChanged(ownersBefore: Set<CoordinatorID>, ownersAfter: Set<CoordinatorID>) {
    let gone = ownersBefore.subtracting(ownersAfter)
    guard !gone.isEmpty else { return }
    let leaving = gone.compactMap { coordinators.removeValue(forKey: $0)?.coordinator }
    // stop() is idempotent and stops children first, so the order does not matter.
    for coordinator in leaving {
      coordinator.stop()
    }
    coordinators = coordinators.filter { $0.value.coordinator != nil }
  }
}
