import CoordinatorKit

/// Runs the menu list; every screen is built by the factory from the dependencies.
@MainActor
package final class MenuCoordinator: DemoScreenMaking, RouteFollowing {
  package let node = CoordinatorNode()
  package let navigator: Navigator<DemoRoute>
  private let factory: MenuScreenFactory

  package init(navigator: Navigator<DemoRoute>, factory: MenuScreenFactory) {
    self.navigator = navigator
    self.factory = factory
  }

  package func start() throws(NavigationError) {
    try showFirstScreen(.menu(.menu))
  }

  package func makeModel(for screen: Screen<DemoRoute>) -> DemoScreenModel? {
    (try? factory.makeMenuPresenter(coordinator: self)).map(DemoScreenModel.menu)
  }

  package func showDetail(of text: String) {
    let detail = makeDetail(of: text)
    attempt { () throws(NavigationError) in try coordinate(to: detail, style: .push) }
  }

  private func makeDetail(of text: String) -> MenuDetailCoordinator {
    MenuDetailCoordinator(navigator: navigator, text: text, factory: factory)
  }

  package func showHeaderInfo() {
    let alert = AlertState(title: "Header", message: "The header button was tapped")
    attempt { () throws(NavigationError) in try navigator.showAlert(alert) }
  }

  package func goBack() {
    guard parent != nil else { return }
    close()
  }

  /// A row's detail, pushed.
  package func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    guard case .menu(.detail(let text)) = route, style == .push else { return .refuse }
    return .startChild(makeDetail(of: text))
  }

}
