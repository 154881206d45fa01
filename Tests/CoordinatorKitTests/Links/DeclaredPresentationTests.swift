import CoordinatorKit
import Testing

/// A child flow declares how its first screen shows (``ChildFlow``), so a link that lists routes,
/// a tap that pushes by default and a restoration all show it alike; a route list that starts
/// with a tab's root opens in that tab.
@MainActor
@Suite("Presentations declared by the flows")
struct DeclaredPresentationTests {
  enum Route: Hashable, Sendable {
    case inbox, contacts
    case message(Int)
    case compose(Int)
    case card(String)
  }

  /// The inbox: messages are its own screens; a reply is the composer's flow, in a sheet; a
  /// contact card is a flow shown as it is asked.
  final class InboxFlow: Flow<Route> {
    func start() throws(NavigationError) { try show(.inbox) }

    func child(for route: Route) -> ChildFlow<Route>? {
      switch route {
      case .compose: .sheet(ComposerFlow(navigator: navigator))
      case .card: ChildFlow(ComposerFlow(navigator: navigator))
      default: nil
      }
    }
  }

  final class ComposerFlow: Flow<Route> {}
  final class ContactsFlow: Flow<Route> {}

  /// The app: two tabs, declared without `try`.
  final class App: TabBarCoordinator<Route> {
    init() {
      super.init(
        tabs: TabFlow("Inbox", root: .inbox) { InboxFlow(navigator: $0) },
        TabFlow("Contacts", root: .contacts) { ContactsFlow(navigator: $0) })
    }
  }

  @Test func aTabBarSubclassStartsWithoutTry() throws {
    let app = App()
    #expect(app.isRunning)
    #expect(app.navigator.state.tabs == ["Inbox", "Contacts"])
    #expect(app.navigator.state.selectedTab == "Inbox")
    #expect(app.children.count == 2, "each tab's flow runs")
    #expect(app.navigator.state.root.owner == app.children.first?.identifier)
  }

  @Test func aRouteListOpensItsFirstRoutesTabAndTheDeclaredSheet() async throws {
    let app = App()
    try app.navigator.update { try $0.selectTab("Contacts") }
    let target: NavigationTarget<Route> = [.inbox, .message(41), .compose(41)]
    try await app.navigator.open(target)
    #expect(app.navigator.state.selectedTab == "Inbox")
    #expect(app.navigator.state.path.map(\.screen.route) == [.message(41), .compose(41)])
    #expect(app.navigator.state.path.map(\.style) == [.push, .modal(.sheet)])
    #expect(app.navigator.state.root.route == .inbox, "the tab's root is kept, not pushed again")
  }

  @Test func aTapThatPushesShowsTheDeclaredSheet() async throws {
    let app = App()
    try await app.navigator.open(.message(41), over: app.navigator.state.root.id)
    let message = try #require(app.navigator.state.path.last?.screen.id)
    try await app.navigator.open(.compose(41), over: message)  // as NavigatorLink: a push
    #expect(app.navigator.state.path.map(\.style) == [.push, .modal(.sheet)])
  }

  @Test func aDeclaredStyleWinsOverTheTargetsAndAnUndeclaredOneFollowsIt() async throws {
    let app = App()
    try await app.navigator.open(
      NavigationTarget(inTab: "Inbox").pushing(.message(41)).presenting(.compose(41), as: .cover))
    #expect(app.navigator.state.path.map(\.style) == [.push, .modal(.sheet)])
    try await app.navigator.open(
      NavigationTarget(inTab: "Inbox").pushing(.message(41)).presenting(.card("Ada"), as: .cover))
    #expect(app.navigator.state.path.map(\.style) == [.push, .modal(.cover)])
    try await app.navigator.open([.inbox, .message(41), .card("Bob")])
    #expect(app.navigator.state.path.map(\.style) == [.push, .push])
  }

  @Test func aRouteListWhoseFirstRouteIsNoTabRootContinuesFromTheSelectedTab() async throws {
    let app = App()
    try await app.navigator.open([.message(7)])
    #expect(app.navigator.state.selectedTab == "Inbox")
    #expect(app.navigator.state.baseStack.map(\.route) == [.inbox, .message(7)])
  }

  @Test func withoutTabsARouteListPushesEveryRoute() async throws {
    let navigator = Navigator(root: Route.inbox)
    let inbox = InboxFlow(navigator: navigator)
    try inbox.startAsRoot()
    try await navigator.open([.message(1), .compose(1)])
    #expect(navigator.state.path.map(\.screen.route) == [.message(1), .compose(1)])
    #expect(navigator.state.path.map(\.style) == [.push, .modal(.sheet)])
  }
}

extension DeclaredPresentationTests {
  @Test func aRouteListOpenedAgainKeepsTheDeclaredSheetItShows() async throws {
    let app = App()
    try await app.navigator.open([.inbox, .message(41), .compose(41)])
    let shown = app.navigator.state
    var changes = 0
    let observation = app.navigator.observeChanges { _ in changes += 1 }
    try await app.navigator.open([.inbox, .message(41), .compose(41)])
    withExtendedLifetime(observation) {}
    #expect(app.navigator.state == shown)
    #expect(changes == 0)
  }
}
