import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// The article "MVP with a dependency factory": the Menu app's code, compiled and run, checking
/// what the article says about it.
@MainActor
@Suite("Article: MVP with a dependency factory")
struct MVPWithADependencyFactoryArticleTests {
  enum Route: Hashable, Codable, Sendable {
    case menu
    case detail(text: String)
  }

  /// Where the menu's header and rows come from.
  struct MenuRepository: Sendable {
    var header: String
    var items: [String]
  }

  @MainActor
  struct ScreenFactory {
    let dependencies: Dependencies

    func makeMenuPresenter(coordinator: MenuCoordinator) throws(DependencyError) -> MenuPresenter {
      MenuPresenter(coordinator: coordinator, repository: try dependencies.resolve())
    }

    func makeDetailPresenter(coordinator: MenuDetailCoordinator, text: String)
      -> MenuDetailPresenter
    {
      MenuDetailPresenter(coordinator: coordinator, text: text)
    }
  }

  /// What a screen of the app shows: a view picks its view with a `switch` the compiler checks.
  enum MenuContent {
    case menu(MenuPresenter)
    case detail(MenuDetailPresenter)
  }

  /// A coordinator of this app makes the content of the screen it owns.
  @MainActor
  protocol MenuContentMaking: FlowCoordinator {
    func makeContent() -> MenuContent?
  }

  final class MenuPresenter: Presenter<MenuCoordinator> {
    let header: String
    let items: [String]

    init(coordinator: MenuCoordinator, repository: MenuRepository) {
      header = repository.header
      items = repository.items
      super.init(coordinator: coordinator)
    }

    func didSelectRow(at index: Int) {
      guard items.indices.contains(index) else { return }
      coordinator?.showDetail(of: items[index])
    }

    func didTapHeaderButton() { coordinator?.showHeaderInfo() }
  }

  final class MenuDetailPresenter: Presenter<MenuDetailCoordinator> {
    let text: String

    init(coordinator: MenuDetailCoordinator, text: String) {
      self.text = text
      super.init(coordinator: coordinator)
    }
  }

  final class MenuCoordinator: MenuContentMaking {
    let node = CoordinatorNode()
    let navigator: Navigator<Route>
    let factory: ScreenFactory

    init(navigator: Navigator<Route>, factory: ScreenFactory) {
      self.navigator = navigator
      self.factory = factory
    }

    func start() throws(NavigationError) {
      try show(.menu)
    }

    func makePresenter() throws(DependencyError) -> MenuPresenter {
      try factory.makeMenuPresenter(coordinator: self)
    }

    func makeContent() -> MenuContent? {  // nil when a dependency is missing
      (try? makePresenter()).map(MenuContent.menu)
    }

    func showDetail(of text: String) {
      let detail = MenuDetailCoordinator(navigator: navigator, factory: factory, text: text)
      try? coordinate(to: detail)
    }

    func showHeaderInfo() {
      try? navigator.showAlert(AlertState(title: "Header", message: "The header button was tapped"))
    }
  }

  final class MenuDetailCoordinator: MenuContentMaking {
    let node = CoordinatorNode()
    let navigator: Navigator<Route>
    let factory: ScreenFactory
    let text: String

    init(navigator: Navigator<Route>, factory: ScreenFactory, text: String) {
      self.navigator = navigator
      self.factory = factory
      self.text = text
    }

    func start() throws(NavigationError) {
      try show(.detail(text: text))
    }

    func makePresenter() -> MenuDetailPresenter {
      factory.makeDetailPresenter(coordinator: self, text: text)
    }

    func makeContent() -> MenuContent? { .detail(makePresenter()) }
  }

  /// The app's composition root: the only place that knows every dependency.
  @MainActor
  final class MenuApp {
    let navigator = Navigator(root: Route.menu)
    let menu: MenuCoordinator

    init(dependencies: Dependencies) {
      let factory = ScreenFactory(dependencies: dependencies)
      menu = MenuCoordinator(navigator: navigator, factory: factory)
      try? menu.startAsRoot()
    }

    func content(for screen: NavigationScreen<Route>) -> MenuContent? {
      (navigator.coordinator(owning: screen) as? any MenuContentMaking)?.makeContent()
    }
  }

  @Test func choosingARowPushesItsDetail() throws {
    let dependencies = Dependencies()
      .registering(MenuRepository(header: "Menu", items: ["a", "b", "c", "d"]))
    let app = MenuApp(dependencies: dependencies)
    let host = HeadlessHost(navigator: app.navigator) { app.content(for: $0) }
    let menu = try #require(host.topContent?.menu)
    #expect(menu.header == "Menu" && menu.items == ["a", "b", "c", "d"])

    menu.didSelectRow(at: 2)
    #expect(app.navigator.state.path.map(\.screen.route) == [.detail(text: "c")])
    #expect(host.topContent?.detail?.text == "c")
    #expect(app.menu.children.first is MenuDetailCoordinator)

    try host.swipeBack()
    #expect(app.menu.children.isEmpty)
  }

  @Test func theHeaderButtonShowsAnAlert() throws {
    let dependencies = Dependencies()
      .registering(MenuRepository(header: "Menu", items: ["a", "b", "c", "d"]))
    let app = MenuApp(dependencies: dependencies)
    let host = HeadlessHost(navigator: app.navigator) { app.content(for: $0) }
    try #require(host.topContent?.menu).didTapHeaderButton()
    #expect(app.navigator.state.alert?.title == "Header")
    try host.tapAlertAction("OK")
    #expect(app.navigator.state.alert == nil)
  }

  @Test func aTestRegistersItsOwnRepository() throws {
    let dependencies = Dependencies()
      .registering(MenuRepository(header: "Test", items: ["only"]))
    let app = MenuApp(dependencies: dependencies)
    let menu = try app.menu.makePresenter()
    #expect(menu.items == ["only"])
    menu.didSelectRow(at: 0)
    #expect(app.navigator.state.topScreen.route == .detail(text: "only"))
  }

  @Test func aMissingDependencyIsAnErrorNotACrash() throws {
    let app = MenuApp(dependencies: Dependencies())
    #expect(throws: DependencyError.missing("MenuRepository")) {
      try app.menu.makePresenter()
    }
    #expect(
      DependencyError.missing("MenuRepository").description
        == "No MenuRepository is registered: register one in the Dependencies passed to this "
        + "factory.")
  }
}

/// Each case's presenter, or nil: a test reads the top screen's content in one expression.
extension MVPWithADependencyFactoryArticleTests.MenuContent {
  var menu: MVPWithADependencyFactoryArticleTests.MenuPresenter? {
    if case .menu(let presenter) = self { presenter } else { nil }
  }
  var detail: MVPWithADependencyFactoryArticleTests.MenuDetailPresenter? {
    if case .detail(let presenter) = self { presenter } else { nil }
  }
}
