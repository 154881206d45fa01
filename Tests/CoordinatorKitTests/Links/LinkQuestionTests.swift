import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// A link whose guard's flow ends while a leave question is open waits for that question before
/// asking its own: one question at a time (found by `TabbedModelTests`).
@MainActor
@Suite("Links and open leave questions")
struct LinkQuestionTests {
  enum Route: Hashable, Sendable {
    case home, editor, secure, login
  }

  /// The leave questions asked, in order, for the test to answer.
  final class Asks {
    var pending: [CheckedContinuation<Bool, Never>] = []
  }

  final class HomeCoordinator: FlowCoordinator {
    let node = CoordinatorNode()
    let navigator: Navigator<Route>
    var signedIn = false
    init(navigator: Navigator<Route>) { self.navigator = navigator }
    func start() throws(NavigationError) { try replaceNavigation(withRoot: .home) }
    func next(_ route: Route, style: PresentationStyle, after previous: Route) -> RouteStep<Route> {
      route == .secure ? .guarded(by: signIn, then: .showScreen) : .refuse
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

  final class EditorCoordinator: FlowCoordinator, LeaveGuarding {
    let node = CoordinatorNode()
    let navigator: Navigator<Route>
    let asks: Asks
    init(navigator: Navigator<Route>, asks: Asks) {
      self.navigator = navigator
      self.asks = asks
    }
    func start() throws(NavigationError) { try show(.editor) }
    func shouldLeave(_ screen: ScreenID) async -> Bool {
      await withCheckedContinuation { asks.pending.append($0) }
    }
  }

  /// Gives the tasks started so far turns of the main actor until `done` holds (bounded).
  private func waitUntil(_ done: () -> Bool) async {
    for _ in 0..<1_000 where !done() { await Task.yield() }
  }

  @Test func aLinkWhoseSignInEndsDuringAQuestionWaitsForItsAnswer() async throws {
    let navigator = Navigator(root: Route.home)
    let home = HomeCoordinator(navigator: navigator)
    try home.startAsRoot()
    let asks = Asks()
    let editor = EditorCoordinator(navigator: navigator, asks: asks)
    try home.coordinate(to: editor)
    try editor.guardLeaving(try #require(editor.ownScreens.first).id)

    let opening = Task { try await navigator.open(NavigationTarget().pushing(.secure)) }
    await waitUntil { navigator.state.topScreen.route == .login }
    guard case .asking(let closing) = try editor.finishFlow() else {
      Issue.record("the guarded editor asks before its flow ends")
      return
    }
    await waitUntil { asks.pending.count == 1 }
    let login = try #require(home.children.last as? LoginFlow<Route>)
    // While a question is open, only overriding passes the gate (the sign-in holds no draft);
    // the link goes on, and would remove the guarded editor.
    try login.finish(with: true, overridingLeaveGuards: true)
    await waitUntil { asks.pending.count > 1 }

    #expect(asks.pending.count == 1, "one question at a time: the link waits for the open one")
    asks.pending[0].resume(returning: false)  // keep editing: the editor stays
    await navigator.waitUntilAnswered(closing)
    #expect(editor.isRunning, "kept: the flow goes on")
    await waitUntil { asks.pending.count == 2 }
    #expect(asks.pending.count == 2, "then the link asks")
    asks.pending[1].resume(returning: true)
    try await opening.value
    #expect(navigator.state.path.map(\.screen.route) == [.secure])
    #expect(!editor.isRunning)
  }
}
