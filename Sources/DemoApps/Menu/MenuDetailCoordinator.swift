import CoordinatorKit

/// Runs one menu detail.
@MainActor
package final class MenuDetailCoordinator: DemoScreenMaking, RouteFollowing {
  package let node = CoordinatorNode()
  package let navigator: Navigator<DemoRoute>
  package let text: String
  private let factory: MenuScreenFactory

  package init(navigator: Navigator<DemoRoute>, text: String, factory: MenuScreenFactory) {
    self.navigator = navigator
    self.text = text
    self.factory = factory
  }

  package func start() throws(NavigationError) {
    try show(.menu(.detail(text: text)))
  }

  package func makeModel(for screen: Screen<DemoRoute>) -> DemoScreenModel? {
    .menuDetail(factory.makeDetailPresenter(text: text, coordinator: self))
  }

  package func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    .refuse  // A detail leads nowhere.
  }

}
