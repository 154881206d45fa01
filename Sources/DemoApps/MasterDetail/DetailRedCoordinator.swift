import CoordinatorKit

/// Runs the red detail, pushed or presented as a sheet, as its parent chose.
@MainActor
public final class DetailRedCoordinator: DemoCoordinator, DemoScreenMaking, RouteFollowing {

  /// Shows this coordinator's first screen.
  public func start() throws(NavigationError) {
    try show(.masterDetail(.detailRed))
  }

  package func makeModel(for screen: Screen<DemoRoute>) -> DemoScreenModel? {
    .detailRed(DetailRedPresenter(coordinator: self, isModal: node.entryStyle.isModal))
  }

  /// How this coordinator reaches `route` after `previous`, for links and restoration.
  public func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    .refuse  // Detail Red leads nowhere.
  }

}
