import CoordinatorKit
import CoordinatorKitTesting
import Testing

@MainActor
@Suite("Presenters, view models and dependencies")
struct PresentationTests {
  final class DetailPresenter: Presenter<ScreenCoordinator> {}

  @Test func aPresenterHoldsItsCoordinatorWeaklyAndStopsItWhenReleased() throws {
    let navigator = Navigator(root: TestRoute.home)
    let root = ScreenCoordinator("root", route: .home, navigator: navigator)
    try root.startAsRoot()
    let leaks = LeakTracker()
    var presenter: DetailPresenter?
    do {
      let child = ScreenCoordinator("child", route: .list, navigator: navigator)
      leaks.track(child)
      try root.coordinate(to: child)
      presenter = DetailPresenter(coordinator: child)
    }
    #expect(presenter?.coordinator != nil)
    presenter = nil
    #expect(root.children.isEmpty)
    leaks.expectAllReleased()
  }

  @Test func aPresenterCanLeaveItsCoordinatorRunning() throws {
    let navigator = Navigator(root: TestRoute.home)
    let coordinator = ScreenCoordinator("root", route: .home, navigator: navigator)
    try coordinator.startAsRoot()
    var presenter: DetailPresenter? = DetailPresenter(
      coordinator: coordinator, stopsCoordinatorWhenReleased: false)
    _ = presenter
    presenter = nil
    #expect(coordinator.isRunning)
  }

  final class CounterViewModel: EventDrivenViewModel {
    enum Event: Equatable { case increment, close }
    let handleEvent: (Event) -> Void
    init(handleEvent: @escaping (Event) -> Void) { self.handleEvent = handleEvent }
  }

  final class CounterCoordinator: Coordinator {
    let node = CoordinatorNode()
    var received: [CounterViewModel.Event] = []
    func start() {}
    func makeViewModel() -> CounterViewModel {
      CounterViewModel(
        handleEvent: eventHandler { coordinator, event in
          coordinator.received.append(event)
        })
    }
  }

  @Test func viewModelEventsRouteToTheCoordinatorWithoutRetainingIt() {
    var coordinator: CounterCoordinator? = CounterCoordinator()
    weak let weakCoordinator = coordinator
    let viewModel = coordinator?.makeViewModel()
    viewModel?.send(.increment)
    viewModel?.send(.close)
    #expect(coordinator?.received == [.increment, .close])
    coordinator = nil
    #expect(weakCoordinator == nil, "the event handler must not keep the coordinator alive")
    viewModel?.send(.increment)  // ignored, no crash
  }

  struct Clock { let now: String }
  protocol Greeter: Sendable { func greet() -> String }
  struct English: Greeter { func greet() -> String { "Hello" } }

  @Test func dependenciesResolveByTypeAndReportWhatIsMissing() throws {
    let dependencies = Dependencies()
      .registering(Clock(now: "noon"))
      .registering(English(), as: (any Greeter).self)
    #expect(try dependencies.resolve(Clock.self).now == "noon")
    #expect(try dependencies.resolve((any Greeter).self).greet() == "Hello")
    #expect(throws: DependencyError.missing("Int")) { try dependencies.resolve(Int.self) }
    #expect(
      DependencyError.missing("Int").description
        == "No Int is registered: register one in the Dependencies passed to this factory.")
  }
}
