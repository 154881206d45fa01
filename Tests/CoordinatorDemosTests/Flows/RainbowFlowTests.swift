import CoordinatorKit
import CoordinatorKitTesting
import Testing

@testable import CoordinatorDemos
@testable import DemoApps

@MainActor
@Suite("Rainbow flow, headless")
struct RainbowFlowTests {
  private func colours(_ indices: ClosedRange<Int>) -> [String] {
    indices.map { ($0 == 0 ? "" : "P ") + "rainbow/colour(\($0))" }
  }

  @Test func nextBackRootAndEnd() throws {
    let demo = try DemoFlowHarness(.rainbow)
    #expect(demo.screens == colours(0...0))
    #expect(try demo.top(\.colour).index == 0)
    #expect(try !demo.top(\.colour).canGoBack)

    for expected in 1...6 {
      try demo.top(\.colour).send(.next)
      #expect(try demo.top(\.colour).index == expected)
    }
    #expect(demo.screens == colours(0...6))
    #expect(try !demo.top(\.colour).canGoNext)
    try demo.top(\.colour).send(.next)  // no Next on purple
    #expect(demo.screens.count == 7)

    demo.trackTopScreen(as: "purple", includingCoordinator: false)
    try demo.top(\.colour).send(.back)
    #expect(demo.screens == colours(0...5))
    demo.leaks.expectAllReleased()

    try demo.top(\.colour).send(.root)
    #expect(demo.screens == colours(0...0))
    try demo.top(\.colour).send(.end)
    #expect(demo.screens == colours(0...6))
    // END is one change, shown one push per step by a host that pushes one at a time.
    #expect(demo.host.shownSteps.suffix(6).map(\.state.path.count) == [1, 2, 3, 4, 5, 6])
    #expect(demo.tree == "RainbowCoordinator")
    demo.expectNoStrayObjects()
  }

  @Test func theModalChangesTheStackUnderneathThenCloses() throws {
    let demo = try DemoFlowHarness(.rainbow)
    try demo.top(\.colour).send(.next)
    try demo.top(\.colour).send(.showModal)
    #expect(demo.screens == colours(0...1) + ["C rainbow/mint-modal"])
    #expect(demo.tree == "RainbowCoordinator\n  RainbowModalCoordinator")
    demo.trackTopScreen(as: "modal")

    try demo.top(\.mintModal).send(.end)
    #expect(demo.screens == colours(0...6))
    #expect(demo.tree == "RainbowCoordinator")
    demo.leaks.expectAllReleased()
    // The stack changed while the cover was still up, then the cover went.
    let lastTwo = demo.host.shownSteps.suffix(2)
    #expect(lastTwo.map(\.state.modalDepth) == [1, 0])
    #expect(lastTwo.first?.state.baseStack.count == 7)
    #expect(lastTwo.map(\.action) == [.replaceStack(level: 0), .dismiss(layers: 1)])

    try demo.top(\.colour).send(.showModal)
    try demo.top(\.mintModal).send(.root)
    #expect(demo.screens == colours(0...0))
    demo.expectNoStrayObjects()
  }

  /// The modal is a full-screen cover: its button closes it, and a swipe-down does not apply.
  @Test func theModalClosesByItsButtonAndIgnoresASwipeDown() throws {
    let demo = try DemoFlowHarness(.rainbow)
    try demo.top(\.colour).send(.showModal)
    demo.trackTopScreen(as: "modal tapped")
    try demo.top(\.mintModal).send(.close)
    #expect(demo.screens == colours(0...0))
    demo.leaks.expectAllReleased()

    try demo.top(\.colour).send(.showModal)
    demo.host.cancelGesture()
    #expect(demo.screens.count == 2)
    #expect(
      throws: NavigationError.gestureDoesNotApply(
        reason: "the top modal layer is a full-screen cover, which has no swipe-down")
    ) {
      try demo.host.swipeDown()
    }
    #expect(demo.screens.count == 2, "the cover stays")
    try demo.top(\.mintModal).send(.close)
    #expect(demo.screens == colours(0...0))
    #expect(demo.tree == "RainbowCoordinator")
    demo.leaks.expectAllReleased()
  }
}
