import CoordinatorKit

/// Runs the red detail, pushed or presented as a sheet, as its parent chose.
@MainActor
final class DetailRedCoordinator: DemoScreenMaking, RouteReplaying {
  let node = CoordinatorNode()
  let navigator: Navigator<DemoRoute>

  init(navigator: Navigator<DemoRoute>) {
    self.navigator = navigator
  }

  func start() throws(NavigationError) {
    try show(.masterDetail(.detailRed))
  }

  func makeModel(for screen: Screen<DemoRoute>) -> AnyObject? {
    DetailRedPresenter(coordinator: self, isModal: node.entryStyle.isModal)
  }

  func replay(_ route: DemoRoute, style: PresentationStyle) throws(ReplayError)
    -> any RouteReplaying
  {
    throw .unexpectedScreen("\(route)", after: "Detail Red")
  }
}
