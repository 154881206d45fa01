import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// Targets reached through the coordinators: the screens and the coordinators behind them,
/// from several starting states.
@MainActor
@Suite("Following targets")
struct FollowingTests {
  enum Route: Hashable, Sendable {
    case home
    case list(Int)
    case detail(Int)
    case editor, login
  }

  /// The app's root: lists are its own screens; a detail is a child flow; the editor needs a
  /// sign-in.
  final class HomeCoordinator: FlowCoordinator {
    let node = CoordinatorNode(identifier: CoordinatorID("home"))
    let navigator: Navigator<Route>
    var signedIn = false
    var loginAnswer: GuardOutcome = .satisfied
    init(navigator: Navigator<Route>) { self.navigator = navigator }
    func start() throws(NavigationError) { try replaceNavigation(withRoot: .home) }

    func next(_ route: Route, style: PresentationStyle, after previous: Route) -> RouteStep<Route> {
      switch route {
      case .list: .showScreen
      case .detail: .startChild(DetailCoordinator(navigator: navigator))
      case .editor: .guarded(by: signIn, then: .showScreen)
      case .home, .login: .refuse
      }
    }

    var signIn: RouteGuard {
      RouteGuard(
        "signed in", isSatisfied: { [weak self] in self?.signedIn ?? false },
        satisfy: { [weak self] in
          guard let self else { return .cancelled }
          var result = FlowResult<Bool>.cancelled
          try? await coordinateUntilEnded(to: makeLogin { result = $0 }, style: .modal(.sheet))
          switch result {
          case .finished(true): return .satisfied
          case .finished(false): return loginAnswer
          case .cancelled: return .cancelled
          }
        })
    }

    /// The login, which signs in however it was started; `then` hears its result after that.
    func makeLogin(then: @escaping @MainActor (FlowResult<Bool>) -> Void) -> LoginFlow<Route> {
      LoginFlow(navigator: navigator, screen: .login).reportingResult { [weak self] result in
        if result == .finished(true) { self?.signedIn = true }
        then(result)
      }
    }
  }

  /// A detail, which leads to more details. Only targets reach it, and a coordinator a target
  /// reaches is not started: the route it was reached by is its first screen.
  final class DetailCoordinator: FlowCoordinator {
    let node = CoordinatorNode()
    let navigator: Navigator<Route>
    init(navigator: Navigator<Route>) { self.navigator = navigator }
    func start() throws(NavigationError) {}
    func next(_ route: Route, style: PresentationStyle, after previous: Route) -> RouteStep<Route> {
      if case .detail = route {
        return .startChild(DetailCoordinator(navigator: navigator))
      }
      return .refuse
    }
  }

  let navigator = Navigator(root: Route.home)
  let home: HomeCoordinator

  init() throws {
    home = HomeCoordinator(navigator: navigator)
    try home.startAsRoot()
  }

  private var routes: [Route] { navigator.state.path.map(\.screen.route) }
  private var outline: String { home.snapshot.outline }

  @Test func aTargetIsReachedFromTheRoot() throws {
    try navigator.restore(
      NavigationTarget().pushing(.list(1)).pushing(.detail(2)).pushing(.detail(3)))
    #expect(routes == [.list(1), .detail(2), .detail(3)])
    #expect(outline == "HomeCoordinator\n  DetailCoordinator\n    DetailCoordinator")
    let owners = navigator.state.path.map(\.screen.owner)
    #expect(owners[0] == home.identifier)
    #expect(owners[1] == home.children.first?.identifier)
    for screen in navigator.state.screens {
      #expect(navigator.coordinator(owning: screen)?.isRunning == true)
    }
  }

  @Test func theCoordinatorsOfTheCommonPrefixStayTheSameObjects() throws {
    try navigator.restore(NavigationTarget().pushing(.detail(2)).pushing(.detail(3)))
    let first = try #require(home.children.first)
    let leaks = LeakTracker()
    leaks.track(try #require(first.children.first), as: "the second detail")
    try navigator.restore(NavigationTarget().pushing(.detail(2)).pushing(.detail(4)))
    #expect(home.children.first === first, "the common prefix's coordinator is kept")
    #expect(routes == [.detail(2), .detail(4)])
    leaks.expectAllReleased()
  }

  @Test func aTargetIsReachedFromDeepInAStackUnderASheetAndWithAnAlertUp() async throws {
    try navigator.restore(NavigationTarget().pushing(.list(1)).pushing(.list(2)).pushing(.list(3)))
    try navigator.restore(
      NavigationTarget().pushing(.list(1)).presenting(.detail(9), as: .sheet))
    try navigator.showAlert(AlertState(title: "Busy"))
    var changes: [NavigationChange<Route>] = []
    let observation = navigator.observeChanges { changes.append($0) }
    try await navigator.open(NavigationTarget().pushing(.list(1)).pushing(.detail(5)))
    #expect(changes.count == 1, "one change")
    #expect(changes.first?.animation == .lastStepOnly)
    #expect(routes == [.list(1), .detail(5)])
    #expect(navigator.state.alert == nil)
    #expect(outline == "HomeCoordinator\n  DetailCoordinator")
    _ = observation
  }

  @Test func aTargetAlreadyShowingChangesNothing() async throws {
    try navigator.restore(NavigationTarget().pushing(.list(1)))
    let before = navigator.state
    var changes = 0
    let observation = navigator.observeChanges { _ in changes += 1 }
    try await navigator.open(NavigationTarget().pushing(.list(1)))
    #expect(changes == 0)
    #expect(navigator.state == before)
    _ = observation
  }

  @Test func aRouteACoordinatorDoesNotLeadToIsRefusedAndChangesNothing() throws {
    try navigator.restore(NavigationTarget().pushing(.detail(2)))
    let before = navigator.state
    let detail = try #require(home.children.first)
    let refusal = FollowError.refused(
      coordinator: "DetailCoordinator", route: "list(4)", style: .push, after: "detail(2)",
      position: 2)
    #expect(throws: refusal) {
      try navigator.restore(NavigationTarget().pushing(.detail(2)).pushing(.list(4)))
    }
    #expect(navigator.state == before)
    #expect(home.children.first === detail)
    // The screen, how it is shown and the one before it: what the coordinator refused.
    #expect(
      refusal.description
        == "DetailCoordinator does not lead to list(4) as a push after detail(2) (screen 2 of "
        + "the target): nothing changed. Give a target it leads to, or make its "
        + "next(_:style:after:) lead there.")
  }

  @Test func aLoginGuardCompletesAndTheLinkContinues() async throws {
    let host = HeadlessHost(navigator: navigator)
    let opening = Task {
      try await navigator.open(NavigationTarget().pushing(.list(1)).pushing(.editor))
    }
    while navigator.state.topScreen.route != .login { await Task.yield() }
    #expect(routes == [.login], "the guard's flow runs from where the app was")
    #expect(navigator.isWaitingForGuardFlow, "the link waits for the user, not for work")
    let login = try #require(home.children.first as? LoginFlow<Route>)
    try login.finish(with: true)
    try await opening.value
    #expect(routes == [.list(1), .editor])
    #expect(!navigator.isWaitingForGuardFlow && !navigator.isOpeningTarget)
    #expect(home.signedIn)
    _ = host
  }

  @Test func aCancelledGuardLeavesTheAppWhereItWas() async throws {
    try navigator.restore(NavigationTarget().pushing(.list(7)))
    let before = navigator.state.path.map(\.screen.id)
    let opening = Task { try await navigator.open(NavigationTarget().pushing(.editor)) }
    while navigator.state.topScreen.route != .login { await Task.yield() }
    _ = try navigator.update { try $0.dismiss() }  // the user swipes the login away
    await #expect(throws: FollowError.guardCancelled("signed in")) { try await opening.value }
    #expect(navigator.state.path.map(\.screen.id) == before)
    #expect(home.children.isEmpty)
  }

  @Test func aGuardCanRefuseWithAMessage() async throws {
    home.loginAnswer = .refused("the account is locked")
    let opening = Task { try await navigator.open(NavigationTarget().pushing(.editor)) }
    while navigator.state.topScreen.route != .login { await Task.yield() }
    try #require(home.children.first as? LoginFlow<Route>).finish(with: false)
    await #expect(throws: FollowError.guardRefused("signed in", reason: "the account is locked")) {
      try await opening.value
    }
    #expect(routes.isEmpty)
  }

  @Test func restorationDoesNotRunGuards() {
    #expect(throws: FollowError.guardNotSatisfied("signed in")) {
      try navigator.restore(NavigationTarget().pushing(.editor))
    }
    #expect(routes.isEmpty)
  }

  @Test func aLinkArrivingWhileAnotherWaitsOnAGuardIsQueued() async throws {
    let first = Task { try await navigator.open(NavigationTarget().pushing(.editor)) }
    while navigator.state.topScreen.route != .login { await Task.yield() }
    let second = Task { try await navigator.open(NavigationTarget().pushing(.list(2))) }
    for _ in 0..<20 { await Task.yield() }
    #expect(routes == [.login], "the second link waits")
    #expect(navigator.isOpeningTarget)
    try #require(home.children.first as? LoginFlow<Route>).finish(with: true)
    try await first.value
    try await second.value
    #expect(routes == [.list(2)], "both links were opened, in order")
    #expect(!navigator.isOpeningTarget)
  }

  @Test func aLinkIsReadAndOpened() async throws {
    let links = LinkTable<Route>(
      schemes: ["app"],
      patterns: [
        LinkPattern("details/:id") { match in
          NavigationTarget().pushing(.detail(try match.parameter("id")))
        }
      ])
    try await navigator.open(link: "app://details/4", using: links)
    #expect(routes == [.detail(4)])
    let before = navigator.state
    await #expect(
      throws: FollowError.link(
        .invalidParameter(
          name: "id", value: "x", expected: "a whole number", pattern: "details/:id"))
    ) {
      try await navigator.open(link: "app://details/x", using: links)
    }
    #expect(navigator.state == before)
  }
}
