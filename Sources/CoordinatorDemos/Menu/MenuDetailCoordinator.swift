import CoordinatorKit

/// Runs one menu detail.
@MainActor
final class MenuDetailCoordinator: DemoScreenMaking, RouteReplaying {
  let node = CoordinatorNode()
  let navigator: Navigator<DemoRoute>
  let text: String
  private let factory: MenuScreenFactory

  init(navigator: Navigator<DemoRoute>, text: String, factory: MenuScreenFactory) {
    self.navigator = navigator
    self.text = text
    self.factory = factory
  }

  func start() throws(NavigationError) {
    try show(.menu(.detail(text: text)))
  }

  func makeModel(for screen: Screen<DemoRoute>) -> AnyObject? {
    factory.makeDetailPresenter(text: text, coordinator: self)
  }

  func replay(_ route: DemoRoute, style: PresentationStyle) throws(ReplayError)
    -> any RouteReplaying
  {
    throw .unexpectedScreen("\(route)", after: "Detail")
  }
}
