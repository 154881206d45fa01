import CoordinatorKit

/// Runs the menu list; every screen is built by the factory from the dependencies.
@MainActor
public final class MenuCoordinator: DemoCoordinator, DemoScreenMaking, RouteFollowing {
  private let factory: MenuScreenFactory

  package init(navigator: Navigator<DemoRoute>, factory: MenuScreenFactory) {
    self.factory = factory
    super.init(navigator: navigator)
  }

  /// Shows this coordinator's first screen.
  public func start() throws(NavigationError) {
    try show(.menu(.menu))
  }

  package func makeModel(for screen: NavigationScreen<DemoRoute>) -> DemoScreenModel? {
    (try? factory.makeMenuPresenter(coordinator: self)).map(DemoScreenModel.menu)
  }

  package func showDetail(of text: String) {
    let detail = makeDetail(of: text)
    try? coordinate(to: detail, style: .push)
  }

  private func makeDetail(of text: String) -> MenuDetailCoordinator {
    MenuDetailCoordinator(navigator: navigator, text: text, factory: factory)
  }

  package func showHeaderInfo() {
    let alert = AlertState(title: "Header", message: "The header button was tapped")
    try? navigator.showAlert(alert)
  }

  package func goBack() {
    guard parent != nil else { return }
    close()
  }

  /// A row's detail, pushed.
  public func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    guard case .menu(.detail(let text)) = route, style == .push else { return .refuse }
    return .startChild(makeDetail(of: text))
  }

}
