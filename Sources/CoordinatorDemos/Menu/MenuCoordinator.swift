import CoordinatorKit

/// Runs the menu list; every screen is built by the factory from the dependencies.
@MainActor
final class MenuCoordinator: DemoScreenMaking, RouteFollowing {
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

  func makeModel(for screen: Screen<DemoRoute>) -> DemoScreenModel? {
    (try? factory.makeMenuPresenter(coordinator: self)).map(DemoScreenModel.menu)
  }

  func showDetail(of text: String) {
    let detail = makeDetail(of: text)
    attempt { () throws(NavigationError) in try coordinate(to: detail, style: .push) }
  }

  private func makeDetail(of text: String) -> MenuDetailCoordinator {
    MenuDetailCoordinator(navigator: navigator, text: text, factory: factory)
  }

  func showHeaderInfo() {
    let alert = AlertState(title: "Header", message: "The header button was tapped")
    attempt { () throws(NavigationError) in try navigator.showAlert(alert) }
  }

  func goBack() {
    guard parent != nil else { return }
    close()
  }

  /// A row's detail, pushed.
  func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    guard case .menu(.detail(let text)) = route, style == .push else { return .refuse }
    return .startChild(makeDetail(of: text))
  }

}
