import CoordinatorKit

/// What every demo coordinator stores: its bookkeeping node and the navigator its screens live
/// on. Each demo coordinator subclasses it and adds its own protocols (``FlowCoordinator``,
/// ``RouteFollowing``, ``ResultCoordinator``…), its first screen and its routes, so the stored
/// part of the Coordinator pattern is written once and each file shows only what its flow does.
@MainActor
public class DemoCoordinator {
  /// The coordinator's identity, parent and children.
  public let node = CoordinatorNode()
  /// The navigator whose state this coordinator changes.
  public let navigator: Navigator<DemoRoute>

  /// A coordinator of screens on `navigator`; whoever holds it starts it.
  package init(navigator: Navigator<DemoRoute>) {
    self.navigator = navigator
  }
}
