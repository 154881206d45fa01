import CoordinatorKit

/// Runs the red detail, pushed or presented as a sheet, as its parent chose. A leaf: as a
/// ``OneScreenFlow``, it refuses every route.
@MainActor
public final class DetailRedCoordinator: FlowCoordinatorBase<DemoRoute>, OneScreenFlow {
  /// The flow's one screen.
  public var screenRoute: DemoRoute { .masterDetail(.detailRed) }

  /// The red detail's presenter: Dismiss when this flow was presented, Back when pushed.
  public func makeModel(for route: DemoRoute) -> Any? {
    DetailRedPresenter(coordinator: self, isModal: node.entryStyle.isModal)
  }
}
