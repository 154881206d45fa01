import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

/// The README's code, compiled and run, so the documentation cannot drift from the API.
@MainActor
@Suite("README examples")
struct ReadmeExampleTests {
  enum Route: Hashable, Codable, Sendable {
    case inbox
    case message(Int)
    case compose
  }

  @Test func theEngineOnItsOwn() throws {
    var state = NavigationState(root: Route.inbox)
    try state.push(.message(1))
    try state.present(.compose, as: .sheet)
    try state.push(.message(2))  // goes into the sheet's own stack
    try state.dismiss()  // the sheet leaves with what was pushed in it
    #expect(try state.pop().removedScreens.map(\.route) == [.message(1)])
    #expect(try state.pop() == .nothingToPop)

    let target = try state.pushing(.message(3)).presenting(.compose, as: .cover)
    let steps = TransitionPlan(from: state, to: target, capabilities: .oneAtATime)
    #expect(steps.map(\.action) == [.push(count: 1, level: 0), .present(.cover, level: 1)])
    #expect(
      steps.map { $0.state.screens.map(\.route) } == [
        [.inbox, .message(3)], [.inbox, .message(3), .compose],
      ])

    let navigator = Navigator(state)
    navigator.attachHost(capabilities: .allAtOnce)
    try navigator.update { try $0.push(.message(4)) }  // any number of operations: one change
    while let step = navigator.hosting.currentStep { navigator.hostDidShow(step.id) }
    let saved = try JSONEncoder().encode(navigator.stateToSave)
    #expect(try JSONDecoder().decode(NavigationState<Route>.self, from: saved) == navigator.state)
  }

  // MARK: Writing a host

  func follow(_ navigator: Navigator<Route>, render: (TransitionStep<Route>) -> Void) {
    while let step = navigator.hosting.currentStep {
      render(step)  // e.g. setViewControllers, present, dismiss: what step.action says
      navigator.hostDidShow(step.id)
    }
  }

  @Test func theHostSnippet() throws {
    let navigator = Navigator(try NavigationState(root: Route.inbox).pushing(.message(1)))
    navigator.attachHost(capabilities: .allAtOnce)
    #expect(navigator.hosting.shownState.path.isEmpty, "a host first shows the bare root")
    var actions: [StepAction] = []
    follow(navigator) { actions.append($0.action) }
    try navigator.update { try $0.present(.compose, as: .sheet) }
    follow(navigator) { actions.append($0.action) }
    #expect(actions == [.push(count: 1, level: 0), .present(.sheet, level: 1)])
    #expect(navigator.hosting.shownState == navigator.state)
    let back = try #require(navigator.backNavigation)
    try navigator.userDidNavigate(back)
    #expect(navigator.state.layers.isEmpty)
  }

  // MARK: The MVP and MVVM-C snippets, with the types they assume.

  enum AppRoute: Hashable, Sendable { case list, detail, red, child }

  final class RedCoordinator: FlowCoordinator {
    let node = CoordinatorNode()
    let navigator: Navigator<AppRoute>
    init(navigator: Navigator<AppRoute>) { self.navigator = navigator }
    func start() throws(NavigationError) { try show(.red) }
  }

  final class DetailCoordinator: FlowCoordinator {
    let node = CoordinatorNode()
    let navigator: Navigator<AppRoute>
    init(navigator: Navigator<AppRoute>) { self.navigator = navigator }

    func start() throws(NavigationError) { try show(.detail) }

    func showRed() {  // push or sheet: the coordinator's choice; presenter and view never know
      try? coordinate(to: RedCoordinator(navigator: navigator), style: .modal(.sheet))
    }
  }

  final class DetailPresenter: Presenter<DetailCoordinator> {
    // Holds the coordinator weakly; the coordinator stops when its screens leave.
    func didTapRed() { coordinator?.showRed() }
  }

  @Test func theMVPSnippet() throws {
    let navigator = Navigator(root: AppRoute.list)
    let detail = DetailCoordinator(navigator: navigator)
    try detail.startAsRoot()
    let presenter = DetailPresenter(coordinator: detail)
    presenter.didTapRed()
    #expect(navigator.state.layers.map(\.root.route) == [.red])
  }

  final class ChildCoordinator: FlowCoordinator, ResultCoordinator {
    typealias Output = String
    let node = CoordinatorNode()
    let navigator: Navigator<AppRoute>
    init(navigator: Navigator<AppRoute>) { self.navigator = navigator }
    func start() throws(NavigationError) { try show(.child) }
  }

  final class MainViewModel: EventDrivenViewModel {
    enum Event { case pushChild, showAlert }
    let handleEvent: (Event) -> Void
    init(handleEvent: @escaping (Event) -> Void) { self.handleEvent = handleEvent }
  }

  final class MainCoordinator: FlowCoordinator {
    let node = CoordinatorNode()
    let navigator: Navigator<AppRoute>
    var status = ""
    init(navigator: Navigator<AppRoute>) { self.navigator = navigator }
    func start() throws(NavigationError) { try replaceNavigation(withRoot: .list) }

    func makeViewModel() -> MainViewModel {
      MainViewModel(
        handleEvent: eventHandler { coordinator, event in  // never retains
          switch event {
          case .pushChild: coordinator.pushChild()
          case .showAlert: try? coordinator.navigator.showAlert(AlertState(title: "Hello"))
          }
        })
    }

    func pushChild() { try? coordinate(to: makeChild()) }

    func makeChild() -> ChildCoordinator {  // the same child, and result, for a link (startChild)
      ChildCoordinator(navigator: navigator).reportingResult { [weak self] answer in
        self?.status = answer.value.map { "Child said \($0)" } ?? "Child closed"  // or .cancelled
      }
    }
  }

  @Test func theMVVMCSnippet() throws {
    let navigator = Navigator(root: AppRoute.list)
    let main = MainCoordinator(navigator: navigator)
    try main.startAsRoot()
    let viewModel = main.makeViewModel()
    viewModel.send(.pushChild)
    let child = try #require(main.children.first as? ChildCoordinator)
    try child.finish(with: "hi")
    #expect(main.status == "Child said hi")
    viewModel.send(.showAlert)
    #expect(navigator.state.alert?.title == "Hello")
  }

  @Test func theTestingSnippet() throws {
    let navigator = Navigator(root: AppRoute.list)
    let host = HeadlessHost(navigator: navigator)  // makeContent: builds each screen's presenter
    let detail = DetailCoordinator(navigator: navigator)
    try detail.startAsRoot()
    detail.showRed()
    let leaks = LeakTracker()
    leaks.track(detail.children[0], as: "red coordinator")
    try host.swipeDown()  // also swipeBack(), cancelGesture(), tapAlertAction(_:)
    leaks.expectAllReleased()  // records an issue naming whatever is still alive
    #expect(detail.children.isEmpty)
    #expect(navigator.state.treeDescription.hasPrefix("stack"))  // readable dumps for debugging
  }
}

/// The README's deep-link snippet, with the types it assumes.
@MainActor
@Suite("README deep-link example")
struct ReadmeDeepLinkTests {
  enum Route: Hashable, Sendable {
    case home
    case order(Int)
    case item(order: Int, item: Int)
    case account
  }

  final class HomeCoordinator: FlowCoordinator {
    let node = CoordinatorNode()
    let navigator: Navigator<Route>
    var signedIn = true
    init(navigator: Navigator<Route>) { self.navigator = navigator }
    func start() throws(NavigationError) { try replaceNavigation(withRoot: .home) }
    var signIn: RouteGuard {
      RouteGuard(
        "signed in", isSatisfied: { [weak self] in self?.signedIn ?? false },
        satisfy: { .cancelled })
    }
  }

  final class ItemCoordinator: FlowCoordinator {
    let node = CoordinatorNode()
    let navigator: Navigator<Route>
    let order: Int
    init(navigator: Navigator<Route>, order: Int) {
      self.navigator = navigator
      self.order = order
    }
    func start() throws(NavigationError) {}
    func next(_ route: Route, style: PresentationStyle, after previous: Route) -> RouteStep<Route> {
      .refuse
    }
  }

  @Test func theDeepLinkSnippet() async throws {
    let navigator = Navigator(root: Route.home)
    let home = HomeCoordinator(navigator: navigator)
    try home.startAsRoot()
    let savedState = try NavigationState(root: Route.home).pushing(.order(1))

    let links = LinkTable<Route>(
      schemes: ["shop"], hosts: ["shop.example"],
      patterns: [
        LinkPattern("orders/:id/items/:item") { (order: Int, item: Int) in  // typed, in order
          [.order(order), .item(order: order, item: item)]  // the item: a sheet, as declared
        }
      ])

    try await navigator.open(link: "shop://orders/7/items/3", using: links)  // one change
    #expect(navigator.state.path.map(\.screen.route) == [.order(7), .item(order: 7, item: 3)])
    #expect(navigator.state.path.map(\.style) == [.push, .modal(.sheet)])
    #expect(home.children.count == 1)
    try navigator.restore(everyTabOf: savedState)  // the same mechanism restores a saved state
    #expect(navigator.state.path.map(\.screen.route) == [.order(1)])
    #expect(home.children.isEmpty)
    // A tap on a link in the root:
    try await navigator.open(.order(7), over: navigator.state.root.id)
    let homeScreen = navigator.state.root.id
    #expect(navigator.state.path.map(\.screen.route) == [.order(7)])
    home.signedIn = false
    await #expect(throws: FollowError.guardCancelled("signed in")) {
      try await navigator.open(.account, over: homeScreen)
    }
  }
}

extension ReadmeDeepLinkTests.HomeCoordinator {
  func child(for route: ReadmeDeepLinkTests.Route) -> ChildFlow<ReadmeDeepLinkTests.Route>? {
    guard case .item(let order, _) = route else { return nil }
    return .sheet(ReadmeDeepLinkTests.ItemCoordinator(navigator: navigator, order: order))
  }

  func next(
    _ route: ReadmeDeepLinkTests.Route, style: PresentationStyle,
    after previous: ReadmeDeepLinkTests.Route
  ) -> RouteStep<ReadmeDeepLinkTests.Route> {
    route == .account ? .guarded(by: signIn, then: .showScreen) : defaultStep(for: route)
  }
}
