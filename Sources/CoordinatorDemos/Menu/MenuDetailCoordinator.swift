import CoordinatorKit

/// Runs one menu detail.
@MainActor
final class MenuDetailCoordinator: DemoScreenMaking, RouteFollowing {
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

  func makeModel(for screen: Screen<DemoRoute>) -> DemoScreenModel? {
    .menuDetail(factory.makeDetailPresenter(text: text, coordinator: self))
  }

  func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    .refuse  // A detail leads nowhere.
  }

}
