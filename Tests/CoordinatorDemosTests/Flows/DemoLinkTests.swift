import CoordinatorKit
import Testing

@testable import CoordinatorDemos
@testable import DemoApps

/// Every demo's screens are reachable by link, from the picker or within the demo, with the
/// coordinators, presenters and view models they would have had.
@MainActor
@Suite("Demo links")
struct DemoLinkTests {
  @Test(
    "Each link reaches its screens from the picker",
    arguments: [
      (
        "coordinatorkit://rainbow/5",
        "picker|P rainbow/colour(0)|P rainbow/colour(1)|P rainbow/colour(2)|P rainbow/colour(3)"
          + "|P rainbow/colour(4)|P rainbow/colour(5)",
        "DemoPickerCoordinator\n  RainbowCoordinator"
      ),
      (
        "coordinatorkit://rainbow/1/modal",
        "picker|P rainbow/colour(0)|P rainbow/colour(1)|C rainbow/mint-modal",
        "DemoPickerCoordinator\n  RainbowCoordinator\n    RainbowModalCoordinator"
      ),
      (
        "coordinatorkit://master-detail/2026-01-01%2009:00",
        "picker|P master-detail/master|P master-detail/detail(2026-01-01 09:00)",
        "DemoPickerCoordinator\n  MasterCoordinator\n    DetailCoordinator"
      ),
      (
        "coordinatorkit://master-detail/2026-01-01%2009:00/red?modal=1",
        "picker|P master-detail/master|S master-detail/detail-red",
        "DemoPickerCoordinator\n  MasterCoordinator\n    DetailRedCoordinator"
      ),
      (
        "coordinatorkit://mvvmc/child?presented=1",
        "picker|P mvvmc/main|S mvvmc/child",
        "DemoPickerCoordinator\n  MainCoordinator\n    ChildCoordinator"
      ),
      (
        "coordinatorkit://menu/c",
        "picker|P menu/menu|P menu/detail(c)",
        "DemoPickerCoordinator\n  MenuCoordinator\n    MenuDetailCoordinator"
      ),
    ])
  func fromThePicker(link: String, screens: String, tree: String) async throws {
    let demo = try DemoFlowHarness(nil)
    try await demo.app.open(link: link)
    #expect(demo.screens.joined(separator: "|") == screens)
    #expect(demo.tree == tree)
    demo.expectNoStrayObjects()
  }

  @Test func withinADemoTheLinkStartsAtItsRootAndKeepsWhatItShares() async throws {
    let demo = try DemoFlowHarness(.rainbow)
    try await demo.app.open(link: "coordinatorkit://rainbow/3")
    let rainbow = demo.app.root
    try await demo.app.open(link: "coordinatorkit://rainbow/1/modal")
    #expect(
      demo.screens == ["rainbow/colour(0)", "P rainbow/colour(1)", "C rainbow/mint-modal"])
    #expect(demo.app.root === rainbow)
    #expect(demo.tree == "RainbowCoordinator\n  RainbowModalCoordinator")
  }

  @Test func theMVVMCChildOpenedByLinkReportsToItsParent() async throws {
    let demo = try DemoFlowHarness(.mvvmc)
    try await demo.app.open(link: "coordinatorkit://mvvmc/child?presented=1")
    try demo.top(\.child).send(.done)
    #expect(try demo.top(\.main).status == "Child: Done")
  }

  @Test func aBadLinkSaysWhyAndChangesNothing() async throws {
    let demo = try DemoFlowHarness(nil)
    try await demo.app.open(link: "coordinatorkit://menu/b")
    let before = demo.navigator.state
    await #expect(
      throws: FollowError.link(
        .invalidParameter(
          name: "index", value: "9", expected: "0 to 6", pattern: "rainbow/:index"))
    ) { try await demo.app.open(link: "coordinatorkit://rainbow/9") }
    await #expect(throws: FollowError.self) {
      try await demo.app.open(link: "coordinatorkit://nowhere")
    }
    await #expect(throws: FollowError.self) {
      try await demo.app.open(link: "https://example.com/menu")
    }
    #expect(demo.navigator.state == before)

    let rainbow = try DemoFlowHarness(.rainbow)
    await #expect(
      throws: FollowError.link(
        .refused(
          pattern: "coordinatorkit://menu/c",
          reason: "it opens the menu demo and this is the rainbow demo; the picker "
            + "(coordinator-demo without a demo name) follows every demo's links"))
    ) { try await rainbow.app.open(link: "coordinatorkit://menu/c", switchesDemos: false) }
    #expect(rainbow.navigator.state.root.route == .rainbow(.colour(index: 0)))
  }
}
