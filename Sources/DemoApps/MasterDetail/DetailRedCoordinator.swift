import CoordinatorKit

/// Runs the red detail, pushed or presented as a sheet, as its parent chose.
@MainActor
package final class DetailRedCoordinator: DemoScreenMaking, RouteFollowing {
  package let node = CoordinatorNode()
  package let navigator: Navigator<DemoRoute>

  package init(navigator: Navigator<DemoRoute>) {
    self.navigator = navigator
  }

  package func start() throws(NavigationError) {
    try show(.masterDetail(.detailRed))
  }

  package func makeModel(for screen: Screen<DemoRoute>) -> DemoScreenModel? {
    .detailRed(DetailRedPresenter(coordinator: self, isModal: node.entryStyle.isModal))
  }

  package func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    .refuse  // Detail Red leads nowhere.
  }

}
