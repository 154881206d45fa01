import CoordinatorKit

/// Runs the red detail, pushed or presented as a sheet, as its parent chose.
@MainActor
public final class DetailRedCoordinator: DemoCoordinator, DemoScreenMaking, OneScreenFlow {

  /// The flow's one screen.
  public var screenRoute: DemoRoute { .masterDetail(.detailRed) }

  package func makeModel(for screen: NavigationScreen<DemoRoute>) -> DemoScreenModel? {
    .detailRed(DetailRedPresenter(coordinator: self, isModal: node.entryStyle.isModal))
  }
}
