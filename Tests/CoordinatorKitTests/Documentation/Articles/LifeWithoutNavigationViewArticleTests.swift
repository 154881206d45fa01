import CoordinatorKit
import CoordinatorKitTesting
import DemoApps
import Foundation
import Testing

/// The article "Life without NavigationView": the rainbow demo (Sources/DemoApps/Rainbow) run
/// without a UI, checking what the article says about it.
@MainActor
@Suite("Article: Life without NavigationView")
struct LifeWithoutNavigationViewArticleTests {
  private static func colours(_ indices: ClosedRange<Int>) -> [DemoRoute] {
    indices.map { .rainbow(.colour(index: $0)) }
  }

  private static func rainbow(of app: DemoApp) throws -> RainbowCoordinator {
    try #require(app.root as? RainbowCoordinator)
  }

  @Test func nextAndBackMoveAlongOneStack() throws {
    let app = try DemoApp.started(.rainbow)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    for _ in 1...3 {
      try #require(host.topModel(ColourViewModel.self)).send(.next)
    }
    #expect(app.navigator.state.baseStack.map(\.route) == Self.colours(0...3))
    let green = try #require(host.topModel(ColourViewModel.self))
    #expect(green.colour == .green && green.index == 3 && green.canGoBack && green.canGoNext)
    green.send(.back)
    #expect(app.navigator.state.baseStack.map(\.route) == Self.colours(0...2))
    #expect(host.shownSteps.map(\.action).last == .pop(count: 1, level: 0))
  }

  @Test func theCoordinatorTrustsNoButton() throws {
    let app = try DemoApp.started(.rainbow)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    let red = try #require(host.topModel(ColourViewModel.self))
    #expect(!red.canGoBack)
    red.send(.back)  // the button is hidden, and the event changes nothing anyway
    #expect(app.navigator.state.path.isEmpty)

    try Self.rainbow(of: app).resetFlow(pushing: Self.colours(1...6))
    let purple = try #require(host.topModel(ColourViewModel.self))
    #expect(purple.colour == .purple && !purple.canGoNext)
    purple.send(.next)
    #expect(app.navigator.state.path.count == 6)
  }

  @Test func endAndRootAreOneChangeEach() throws {
    let app = try DemoApp.started(.rainbow)
    let host = HeadlessHost(showingModelsOf: app.navigator, capabilities: .allAtOnce)
    try #require(host.topModel(ColourViewModel.self)).send(.end)
    #expect(app.navigator.state.baseStack.map(\.route) == Self.colours(0...6))
    try #require(host.topModel(ColourViewModel.self)).send(.root)
    #expect(app.navigator.state.baseStack.map(\.route) == Self.colours(0...0))
    #expect(host.shownSteps.map(\.action) == [.push(count: 6, level: 0), .pop(count: 6, level: 0)])
  }

  @Test func theMintModalChangesTheColoursUnderneathThenCloses() throws {
    let app = try DemoApp.started(.rainbow)
    let rainbow = try Self.rainbow(of: app)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    try #require(host.topModel(ColourViewModel.self)).send(.next)
    try #require(host.topModel(ColourViewModel.self)).send(.showModal)
    #expect(app.navigator.state.layers.map(\.style) == [.cover])
    #expect(app.navigator.state.topScreen.route == .rainbow(.mintModal))
    #expect(rainbow.children.first is RainbowModalCoordinator)
    let stepsBefore = host.shownSteps.count

    try #require(host.topModel(EventViewModel<MintModalEvent>.self)).send(.end)
    #expect(app.navigator.state.layers.isEmpty)
    #expect(app.navigator.state.baseStack.map(\.route) == Self.colours(0...6))
    #expect(rainbow.children.isEmpty, "the modal's coordinator stopped with its screen")
    let steps = host.shownSteps.dropFirst(stepsBefore)
    // The covered stack changes in one step while the cover still shows, then the cover goes.
    #expect(steps.map(\.action) == [.replaceStack(level: 0), .dismiss(layers: 1)])
  }

  @Test func theStateIsAValueToPrintSaveAndRestore() throws {
    let app = try DemoApp.started(.rainbow)
    let host = HeadlessHost(showingModelsOf: app.navigator)
    try #require(host.topModel(ColourViewModel.self)).send(.next)
    try #require(host.topModel(ColourViewModel.self)).send(.showModal)

    let printed = app.navigator.state.treeDescription
      .replacing(/#[0-9a-f]{8}/, with: "#…").replacing(/by [0-9a-f]{8}/, with: "by …")
    #expect(
      printed == """
        stack
          rainbow/colour(0) #… by …
          rainbow/colour(1) #… by …
        cover
          rainbow/mint-modal #… by …
        """)

    let rainbow = try Self.rainbow(of: app)
    let modal = try #require(rainbow.children.first).identifier
    #expect(
      app.navigator.state.screens.map(\.owner) == [
        rainbow.identifier, rainbow.identifier, modal,
      ])

    let saved = try JSONEncoder().encode(app.navigator.stateToSave)
    // The next launch: a new app, at red, rebuilt through its coordinators.
    let relaunched = DemoApp(kind: .rainbow)
    try relaunched.start()
    let state = try JSONDecoder().decode(NavigationState<DemoRoute>.self, from: saved)
    try relaunched.navigator.restore(everyTabOf: state)
    let restored = relaunched.navigator.state
    #expect(restored.path.map(\.screen.route) == state.path.map(\.screen.route))
    #expect(restored.path.map(\.style) == [.push, .modal(.cover)])
    let relaunchedRainbow = try Self.rainbow(of: relaunched)
    #expect(relaunchedRainbow.children.first is RainbowModalCoordinator)

    let relaunchedHost = HeadlessHost(showingModelsOf: relaunched.navigator)
    try #require(relaunchedHost.topModel(EventViewModel<MintModalEvent>.self)).send(.end)
    #expect(relaunched.navigator.state.baseStack.map(\.route) == Self.colours(0...6))
    #expect(relaunchedRainbow.children.isEmpty)
  }

  @Test func aStateTheFlowCannotReachIsRefused() throws {
    let app = try DemoApp.started(.rainbow)
    let greenAfterRed = NavigationTarget([.init(DemoRoute.rainbow(.colour(index: 3)), style: .push)]
    )
    #expect(
      throws: FollowError.refused(
        coordinator: "RainbowCoordinator", route: "rainbow/colour(3)", style: .push,
        after: "rainbow/colour(0)", position: 1)
    ) {
      try app.navigator.restore(greenAfterRed)
    }
    #expect(app.navigator.state.path.isEmpty)
  }
}
