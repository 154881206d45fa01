import CoordinatorKit

/// Runs the menu list; every screen is built by the factory from the dependencies.
@MainActor
final class MenuCoordinator: DemoScreenMaking, RouteReplaying {
  let node = CoordinatorNode()
  let navigator: Navigator<DemoRoute>
  private let factory: MenuScreenFactory

  init(navigator: Navigator<DemoRoute>, factory: MenuScreenFactory) {
    self.navigator = navigator
    self.factory = factory
  }

  func start() throws(NavigationError) {
    try showFirstScreen(.menu(.menu))
  }

  func makeModel(for screen: Screen<DemoRoute>) -> AnyObject? {
    try? factory.makeMenuPresenter(coordinator: self)
  }

  func showDetail(of text: String) {
    let detail = MenuDetailCoordinator(navigator: navigator, text: text, factory: factory)
    attempt { () throws(NavigationError) in try coordinate(to: detail, style: .push) }
  }

  func showHeaderInfo() {
    let alert = AlertState(title: "Header", message: "The header button was tapped")
    attempt { () throws(NavigationError) in try navigator.showAlert(alert) }
  }

  func goBack() {
    guard parent != nil else { return }
    close()
  }

  func replay(_ route: DemoRoute, style: PresentationStyle) throws(ReplayError)
    -> any RouteReplaying
  {
    guard case .menu(.detail(let text)) = route, style == .push else {
      throw .unexpectedScreen("\(route)", after: "Menu")
    }
    showDetail(of: text)
    guard let detail = children.last as? MenuDetailCoordinator else {
      throw .unexpectedScreen("\(route)", after: "Menu")
    }
    return detail
  }
}
