import CoordinatorKit

/// Runs the menu list; every screen is built by the factory from the dependencies.
@MainActor
public final class MenuCoordinator: Flow<DemoRoute> {
  private let factory: MenuScreenFactory

  /// A menu on `navigator` whose screens `factory` builds; whoever holds it starts it.
  public init(navigator: Navigator<DemoRoute>, factory: MenuScreenFactory) {
    self.factory = factory
    super.init(navigator: navigator)
  }

  /// Shows this coordinator's first screen.
  public func start() throws(NavigationError) {
    try show(.menu(.menu))
  }

  /// The menu's presenter, built by the factory from the dependencies; `nil` (the host shows
  /// a missing screen) when they lack the repository.
  public func makeModel(for route: DemoRoute) -> Any? {
    try? factory.makeMenuPresenter(coordinator: self)
  }

  func showDetail(of text: String) {
    try? coordinate(to: makeDetail(of: text), style: .push)
  }

  private func makeDetail(of text: String) -> MenuDetailCoordinator {
    MenuDetailCoordinator(navigator: navigator, text: text, factory: factory)
  }

  func showHeaderInfo() {
    let alert = AlertState(title: "Header", message: "The header button was tapped")
    try? navigator.showAlert(alert)
  }

  func goBack() {
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
