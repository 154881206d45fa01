import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// A guard behind a child that the same link starts: the child runs the guard's flow (its own
/// sign-in), so the link first shows the screens up to the child's, and takes them away again
/// when the user leaves the sign-in.
@MainActor
@Suite("Guards of coordinators a link starts")
struct ChildGuardTests {
  enum Route: Hashable, Sendable {
    case home, list, account, security, login
  }

  /// The root: a list of its own, and the account as a child flow.
  final class HomeCoordinator: FlowCoordinator {
    let node = CoordinatorNode()
    let navigator: Navigator<Route>
    init(navigator: Navigator<Route>) { self.navigator = navigator }
    func start() throws(NavigationError) { try replaceNavigation(withRoot: .home) }
    func next(_ route: Route, style: PresentationStyle, after previous: Route) -> RouteStep<Route> {
      switch route {
      case .list: .showScreen
      case .account: .startChild(AccountCoordinator(navigator: navigator))
      default: .refuse
      }
    }
  }

  /// The account flow: its security screen needs a sign-in, which this flow runs itself.
  final class AccountCoordinator: FlowCoordinator {
    let node = CoordinatorNode()
    let navigator: Navigator<Route>
    var signedIn = false
    init(navigator: Navigator<Route>) { self.navigator = navigator }
    func start() throws(NavigationError) { try show(.account) }
    func next(_ route: Route, style: PresentationStyle, after previous: Route) -> RouteStep<Route> {
      route == .security ? .guarded(by: signIn, then: .showScreen) : .refuse
    }

    var signIn: RouteGuard {
      RouteGuard(
        "signed in", isSatisfied: { [weak self] in self?.signedIn ?? false },
        satisfy: { [weak self] in
          guard let self, await signsIn(on: navigator, showing: .login) else { return .cancelled }
          signedIn = true
          return .satisfied
        })
    }
  }

  let navigator = Navigator(root: Route.home)
  let home: HomeCoordinator

  init() throws {
    home = HomeCoordinator(navigator: navigator)
    try home.startAsRoot()
  }

  private var routes: [Route] { navigator.state.path.map(\.screen.route) }

  private func waitForLogin() async {
    // Bounded: a link that fails never shows the sign-in (then the expectations below fail).
    for _ in 0..<1_000 where navigator.state.topScreen.route != .login {
      await Task.yield()
    }
  }

  @Test func theChildsSignInRunsOverItsScreenAndTheLinkContinues() async throws {
    let host = HeadlessHost(navigator: navigator)
    let opening = Task {
      try await navigator.open(
        NavigationTarget().pushing(.list).pushing(.account).pushing(.security))
    }
    await waitForLogin()
    #expect(routes == [.list, .account, .login], "the child runs its own sign-in")
    let account = try #require(home.children.first as? AccountCoordinator)
    let login = try #require(account.children.first as? LoginFlow<Route>)
    try login.finish(with: true)
    try await opening.value
    #expect(routes == [.list, .account, .security])
    #expect(home.children.first === account, "the child that signed in shows the target")
    #expect(navigator.state.path.last?.screen.owner == account.identifier)
    _ = host
  }

  @Test func leavingTheChildsSignInTakesTheLinksScreensAwayAgain() async throws {
    try navigator.restore(NavigationTarget().pushing(.list))
    let before = navigator.state.path.map(\.screen.id)
    let leaks = LeakTracker()
    let opening = Task {
      try await navigator.open(
        NavigationTarget().pushing(.list).pushing(.account).pushing(.security))
    }
    await waitForLogin()
    leaks.track(
      try #require(home.children.first as? AccountCoordinator),
      as: "the account flow the link started")
    _ = try navigator.update { try $0.dismiss() }  // the user swipes the sign-in away
    await #expect(throws: FollowError.guardCancelled("signed in")) { try await opening.value }
    #expect(navigator.state.path.map(\.screen.id) == before)
    #expect(home.children.isEmpty)
    leaks.expectAllReleased()
  }
}
