import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

/// The article "Life without NavigationView": its rainbow app (Examples/ArticleExamples, linked
/// here as RainbowApp.swift) run without a UI, checking what the article says about it.
@MainActor
@Suite("Article: Life without NavigationView")
struct LifeWithoutNavigationViewArticleTests {
  private static func colors(_ indices: ClosedRange<Int>) -> [RainbowRoute] {
    indices.map { .color(index: $0) }
  }

  @Test func nextAndBackMoveAlongOneStack() throws {
    let app = RainbowApp()
    let host = HeadlessHost(navigator: app.navigator) { app.content(for: $0) }
    for _ in 1...3 {
      try #require(host.topContent?.color).send(.next)
    }
    #expect(app.navigator.state.baseStack.map(\.route) == Self.colors(0...3))
    let green = try #require(host.topContent?.color)
    #expect(green.color == "Green" && green.index == 3 && green.canGoBack && green.canGoNext)
    green.send(.back)
    #expect(app.navigator.state.baseStack.map(\.route) == Self.colors(0...2))
    #expect(host.shownSteps.map(\.action).last == .pop(count: 1, level: 0))
  }

  @Test func theCoordinatorTrustsNoButton() throws {
    let app = RainbowApp()
    let red = app.rainbow.makeViewModel(index: 0)
    #expect(!red.canGoBack)
    red.send(.back)  // the button is hidden, and the event changes nothing anyway
    #expect(app.navigator.state.path.isEmpty)

    try app.rainbow.resetFlow(pushing: Self.colors(1...6))
    let purple = app.rainbow.makeViewModel(index: 6)
    #expect(purple.color == "Purple" && !purple.canGoNext)
    purple.send(.next)
    #expect(app.navigator.state.path.count == 6)
  }

  @Test func endAndRootAreOneChangeEach() throws {
    let app = RainbowApp()
    let host = HeadlessHost(navigator: app.navigator, capabilities: .allAtOnce) {
      app.content(for: $0)
    }
    try #require(host.topContent?.color).send(.end)
    #expect(app.navigator.state.baseStack.map(\.route) == Self.colors(0...6))
    try #require(host.topContent?.color).send(.root)
    #expect(app.navigator.state.baseStack.map(\.route) == Self.colors(0...0))
    #expect(host.shownSteps.map(\.action) == [.push(count: 6, level: 0), .pop(count: 6, level: 0)])
  }

  @Test func theMintModalChangesTheColorsUnderneathThenCloses() throws {
    let app = RainbowApp()
    let host = HeadlessHost(navigator: app.navigator) { app.content(for: $0) }
    try #require(host.topContent?.color).send(.next)
    try #require(host.topContent?.color).send(.showModal)
    #expect(app.navigator.state.layers.map(\.style) == [.cover])
    #expect(app.navigator.state.topScreen.route == .mint)
    #expect(app.rainbow.children.first is MintCoordinator)
    let stepsBefore = host.shownSteps.count

    try #require(host.topContent?.mint).send(.end)
    #expect(app.navigator.state.layers.isEmpty)
    #expect(app.navigator.state.baseStack.map(\.route) == Self.colors(0...6))
    #expect(app.rainbow.children.isEmpty, "the mint coordinator stopped with its screen")
    let steps = host.shownSteps.dropFirst(stepsBefore)
    // The covered stack changes in one step while the cover still shows, then the cover goes.
    #expect(steps.map(\.action) == [.replaceStack(level: 0), .dismiss(layers: 1)])
  }

  @Test func theStateIsAValueToPrintSaveAndRestore() throws {
    let app = RainbowApp()
    let host = HeadlessHost(navigator: app.navigator) { app.content(for: $0) }
    try #require(host.topContent?.color).send(.next)
    try #require(host.topContent?.color).send(.showModal)

    let printed = app.navigator.state.treeDescription
      .replacing(/#[0-9a-f]{8}/, with: "#…").replacing(/by [0-9a-f]{8}/, with: "by …")
    #expect(
      printed == """
        stack
          color(index: 0) #… by …
          color(index: 1) #… by …
        cover
          mint #… by …
        """)

    let mint = try #require(app.rainbow.children.first).identifier
    let rainbow = app.rainbow.identifier
    #expect(app.navigator.state.screens.map(\.owner) == [rainbow, rainbow, mint])

    let saved = try JSONEncoder().encode(app.navigator.state)
    // The next launch: a new app, at red, rebuilt through its coordinators.
    let relaunched = RainbowApp()
    let state = try JSONDecoder().decode(NavigationState<RainbowRoute>.self, from: saved)
    try relaunched.navigator.restore(everyTabOf: state)
    let restored = relaunched.navigator.state
    #expect(restored.path.map(\.screen.route) == state.path.map(\.screen.route))
    #expect(restored.path.map(\.style) == [.push, .modal(.cover)])
    #expect(relaunched.rainbow.children.first is MintCoordinator)

    let relaunchedHost = HeadlessHost(navigator: relaunched.navigator) {
      relaunched.content(for: $0)
    }
    try #require(relaunchedHost.topContent?.mint).send(.end)
    #expect(relaunched.navigator.state.baseStack.map(\.route) == Self.colors(0...6))
    #expect(relaunched.rainbow.children.isEmpty)
  }

  @Test func aStateTheFlowCannotReachIsRefused() throws {
    let app = RainbowApp()
    let greenAfterRed = NavigationTarget([.init(RainbowRoute.color(index: 3), style: .push)])
    #expect(
      throws: FollowError.refused(coordinator: "RainbowCoordinator", route: "color(index: 3)")
    ) {
      try app.navigator.restore(greenAfterRed)
    }
    #expect(app.navigator.state.path.isEmpty)
  }
}

/// Each case's view model, or nil: a test reads the top screen's content in one expression.
extension RainbowContent {
  var color: ColorViewModel? { if case .color(let model) = self { model } else { nil } }
  var mint: MintViewModel? { if case .mint(let model) = self { model } else { nil } }
}
