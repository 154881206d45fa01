import CoordinatorKit

/// Runs the red detail, pushed or presented as a sheet, as its parent chose.
@MainActor
final class DetailRedCoordinator: DemoScreenMaking, RouteFollowing {
  let node = CoordinatorNode()
  let navigator: Navigator<DemoRoute>

  init(navigator: Navigator<DemoRoute>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try show(.masterDetail(.detailRed))
  }

  func makeModel(for screen: Screen<DemoRoute>) -> DemoScreenModel? {
    .detailRed(DetailRedPresenter(coordinator: self, isModal: node.entryStyle.isModal))
  }

  func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    .refuse  // Detail Red leads nowhere.
  }

}
