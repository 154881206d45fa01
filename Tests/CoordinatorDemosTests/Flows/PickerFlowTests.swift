import CoordinatorKit
import CoordinatorKitTesting
import Testing

@testable import CoordinatorDemos
@testable import DemoApps

@MainActor
@Suite("Demo picker, headless")
struct PickerFlowTests {
  @Test func aChosenDemoIsANestedFlowOnThePickersStack() throws {
    let demo = try DemoFlowHarness(nil)
    #expect(demo.screens == ["picker"])
    try demo.top(\.picker).choose(number: 1)
    try demo.top(\.colour).send(.next)
    #expect(demo.screens == ["picker", "P rainbow/colour(0)", "P rainbow/colour(1)"])
    #expect(demo.tree == "DemoPickerCoordinator\n  RainbowCoordinator")

    // ROOT resets only the rainbow's own part of the stack.
    try demo.top(\.colour).send(.root)
    #expect(demo.screens == ["picker", "P rainbow/colour(0)"])

    demo.trackTopScreen(as: "rainbow")
    try demo.host.swipeBack()
    #expect(demo.screens == ["picker"])
    #expect(demo.tree == "DemoPickerCoordinator")
    demo.leaks.expectAllReleased()
  }

  @Test func theInspectorShowsTheLastRefusedRequest() throws {
    let demo = try DemoFlowHarness(nil)
    #expect(demo.app.lastRefusal == nil)
    #expect(!demo.app.inspectorLines().contains("Last refusal:"))
    let gone = ScreenID()
    #expect(throws: NavigationError.screenNotFound(gone)) { try demo.navigator.pop(to: gone) }
    #expect(demo.app.lastRefusal == .screenNotFound(gone))
    let lines = demo.app.inspectorLines()
    let heading = try #require(lines.firstIndex(of: "Last refusal:"))
    #expect(lines[heading + 1] == "  \(NavigationError.screenNotFound(gone))")
    #expect(demo.screens == ["picker"])
  }

  @Test func everyDemoOpensFromThePicker() throws {
    let expected = [
      "rainbow/colour(0)", "master-detail/master", "mvvmc/main", "menu/menu",
    ]
    for (number, route) in expected.enumerated() {
      let demo = try DemoFlowHarness(nil)
      try demo.top(\.picker).choose(number: number + 1)
      #expect(demo.screens == ["picker", "P " + route])
    }
  }
}
