import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// Flows that write no `next`: a route is the flow's own screen unless `child(for:)` names the
/// child flow that shows it, for a tap, a link and a restoration alike.
@MainActor
@Suite("Opening routes through the coordinators")
struct OpeningRoutesTests {
  enum Route: Hashable, Sendable {
    case inbox
    case message(Int)
    case compose(String)
    case recipients
  }

  /// The inbox: messages are its own screens; a reply is the composer's flow.
  final class InboxFlow: Flow<Route> {
    func start() throws(NavigationError) { try show(.inbox) }

    func child(for route: Route) -> ChildFlow<Route>? {
      guard case .compose(let recipient) = route else { return nil }
      return ChildFlow(ComposerFlow(navigator: navigator, recipient: recipient))
    }
  }

  /// The composer, opened only by its route: it needs no `start()`.
  final class ComposerFlow: Flow<Route> {
    let recipient: String
    init(navigator: Navigator<Route>, recipient: String) {
      self.recipient = recipient
      super.init(navigator: navigator)
    }
  }

  let navigator = Navigator(root: Route.inbox)
  let inbox: InboxFlow

  init() throws {
    inbox = InboxFlow(navigator: navigator)
    try inbox.startAsRoot()
  }

  private var routes: [Route] { navigator.state.screens.map(\.route) }
  private var owners: [CoordinatorID?] { navigator.state.screens.map(\.owner) }

  @Test func aLinkReachesAFlowsOwnScreensAndTheChildItNames() async throws {
    try await navigator.open(
      NavigationTarget().pushing(.message(41)).presenting(.compose("Ada"), as: .sheet))
    #expect(routes == [.inbox, .message(41), .compose("Ada")])
    let composer = try #require(inbox.children.first as? ComposerFlow)
    #expect(composer.recipient == "Ada")
    #expect(composer.isRunning)
    #expect(owners == [inbox.identifier, inbox.identifier, composer.identifier])
  }

  @Test func aTapOpensARouteOverTheScreenItWasTappedIn() async throws {
    let list = navigator.state.root.id
    try await navigator.open(.message(41), over: list)
    let first = try #require(navigator.state.screens.last)
    try await navigator.open(.message(42), over: list)  // the list beside a message: replaced
    #expect(routes == [.inbox, .message(42)])
    #expect(navigator.state.screen(withID: first.id) == nil)
    #expect(owners == [inbox.identifier, inbox.identifier])
  }

  @Test func aTapStartsTheChildFlowTheCoordinatorNamesForTheRoute() async throws {
    try await navigator.open(.message(41), over: navigator.state.root.id)
    let message = try #require(navigator.state.screens.last?.id)
    try await navigator.open(.compose("Ada"), as: .modal(.sheet), over: message)
    #expect(routes == [.inbox, .message(41), .compose("Ada")])
    #expect(navigator.state.path.map(\.style) == [.push, .modal(.sheet)])
    weak var composer: ComposerFlow?
    composer = try #require(inbox.children.first as? ComposerFlow)
    #expect(composer?.recipient == "Ada")
    try navigator.dismiss()
    #expect(composer == nil)
    #expect(routes == [.inbox, .message(41)])
  }

  @Test func aTapOverAScreenNoLongerShownChangesNothing() async throws {
    try await navigator.open(.message(41), over: navigator.state.root.id)
    let message = try #require(navigator.state.screens.last?.id)
    try navigator.pop()
    let before = navigator.state
    await #expect(throws: FollowError.screenNotShown(message)) {
      try await navigator.open(.recipients, over: message)
    }
    #expect(navigator.state == before)
  }

  @Test func aFlowOpenedOnlyByItsRouteCannotBeStartedWithoutAStart() throws {
    let before = navigator.state
    let composer = ComposerFlow(navigator: navigator, recipient: "Ada")
    #expect(throws: NavigationError.flowShowedNoScreen(coordinator: "ComposerFlow")) {
      try inbox.coordinate(to: composer, style: .modal(.sheet))
    }
    #expect(!composer.isRunning)
    #expect(inbox.children.isEmpty)
    #expect(navigator.state == before)
  }

  @Test func aLinkTapOpensItsRouteOverItsScreen() async throws {
    await navigator.followLinkTap(to: Route.message(41), as: .push, over: navigator.state.root.id)
    #expect(routes == [.inbox, .message(41)])
  }

  @Test func aLinkTapNotFollowedIsReportedToTheRefusalObserversAndChangesNothing() async throws {
    var refusals: [NavigationError] = []
    let observation = navigator.observeRefusals { refusals.append($0) }
    defer { withExtendedLifetime(observation) {} }
    let before = navigator.state
    let root = navigator.state.root.id
    await navigator.followLinkTap(to: "message 41", as: .push, over: root)
    await navigator.followLinkTap(to: Route.message(41), as: .push, over: nil)
    let unknown = ScreenID()
    await navigator.followLinkTap(to: Route.message(41), as: .push, over: unknown)
    #expect(navigator.state == before)
    #expect(
      refusals == [
        .linkTapNotFollowed(
          .impossibleScreen(
            route: "message 41",
            reason: "it is not a Route, the route type of this navigator")),
        .linkTapNotFollowed(
          .impossibleScreen(
            route: "message(41)", reason: "the link is not in a screen of this navigator")),
        .linkTapNotFollowed(.screenNotShown(unknown)),
      ])
  }
}
