import CoordinatorKit
import CoordinatorKitTesting
import Testing

@testable import CoordinatorDemos
@testable import DemoApps

@MainActor
@Suite("MVP menu/detail flow, headless")
struct MenuFlowTests {
  @Test func choosingARowPushesItsDetail() throws {
    let (demo, menu) = try DemoFlowHarness.started(.menu, firstScreen: \.menu)
    #expect(menu.header == "Menu")
    #expect(menu.items == ["a", "b", "c", "d"])
    menu.moveSelection(by: 2)
    menu.chooseSelected()
    #expect(demo.screens == ["menu/menu", "P menu/detail(c)"])
    #expect(demo.tree == "MenuCoordinator\n  MenuDetailCoordinator")
    #expect(try demo.top(\.menuDetail).text == "c")
    demo.trackTopScreen(as: "detail c")
    try demo.top(\.menuDetail).goBack()
    #expect(demo.screens == ["menu/menu"])
    demo.leaks.expectAllReleased()

    menu.moveSelection(by: 5)  // clamps to the last row
    menu.chooseSelected()
    #expect(try demo.top(\.menuDetail).text == "d")
    demo.trackTopScreen(as: "detail d")
    try demo.host.swipeBack()
    demo.leaks.expectAllReleased()
    demo.expectNoStrayObjects()
  }

  @Test func theHeaderButtonShowsAnAlert() throws {
    let demo = try DemoFlowHarness(.menu)
    try demo.top(\.menu).tapHeaderButton()
    #expect(demo.navigator.state.alert?.title == "Header")
    try demo.host.tapAlertAction("OK")
    #expect(demo.navigator.state.alert == nil)
  }

  @Test func theFactoryReportsAMissingDependency() {
    let factory = MenuScreenFactory(dependencies: Dependencies())
    let navigator = Navigator(root: DemoRoute.menu(.menu))
    let coordinator = MenuCoordinator(navigator: navigator, factory: factory)
    #expect(throws: DependencyError.missing("MenuRepository")) {
      try factory.makeMenuPresenter(coordinator: coordinator)
    }
  }
}
