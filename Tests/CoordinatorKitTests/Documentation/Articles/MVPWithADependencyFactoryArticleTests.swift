import CoordinatorKit
import CoordinatorKitTesting
import DemoApps
import Testing

/// The article "MVP with a dependency factory": the Menu demo (Sources/DemoApps/Menu) run
/// without a UI, checking what the article says about it.
@MainActor
@Suite("Article: MVP with a dependency factory")
struct MVPWithADependencyFactoryArticleTests {
  @Test func choosingARowPushesItsDetail() throws {
    let app = try DemoApp.started(.menu)
    let menuCoordinator = try #require(app.root as? MenuCoordinator)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    let menu = try #require(host.topModel(MenuPresenter.self))
    #expect(menu.header == "Menu" && menu.items == ["a", "b", "c", "d"])

    menu.moveSelection(by: 2)
    menu.chooseSelected()
    #expect(app.navigator.state.path.map(\.screen.route) == [.menu(.detail(text: "c"))])
    #expect(host.topModel(MenuDetailPresenter.self)?.text == "c")
    #expect(menuCoordinator.children.first is MenuDetailCoordinator)

    try host.swipeBack()
    #expect(menuCoordinator.children.isEmpty)
  }

  @Test func theHeaderButtonShowsAnAlert() throws {
    let app = try DemoApp.started(.menu)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    try #require(host.topModel(MenuPresenter.self)).tapHeaderButton()
    #expect(app.navigator.state.alert?.title == "Header")
    try host.tapAlertAction("OK")
    #expect(app.navigator.state.alert == nil)
  }

  @Test func aTestRegistersItsOwnRepository() throws {
    let dependencies = Dependencies()
      .registering(MenuRepository(header: "Test", items: ["only"]))
    let navigator = Navigator(root: DemoRoute.menu(.menu))
    let menu = MenuCoordinator(
      navigator: navigator, factory: MenuScreenFactory(dependencies: dependencies))
    try menu.startAsRoot()
    let host = HeadlessHost(showingModelsOf: navigator)
    let presenter = try #require(host.topModel(MenuPresenter.self))
    #expect(presenter.items == ["only"])
    presenter.chooseSelected()
    #expect(navigator.state.topScreen.route == .menu(.detail(text: "only")))
  }

  @Test func aMissingDependencyIsAnErrorNotACrash() throws {
    let factory = MenuScreenFactory(dependencies: Dependencies())
    let menu = MenuCoordinator(navigator: Navigator(root: .menu(.menu)), factory: factory)
    #expect(throws: DependencyError.missing("MenuRepository")) {
      try factory.makeMenuPresenter(coordinator: menu)
    }
    #expect(
      DependencyError.missing("MenuRepository").description
        == "No MenuRepository is registered: register one in the Dependencies passed to this "
        + "factory.")
  }
}
