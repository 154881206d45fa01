import CoordinatorKit
import CoordinatorKitTesting
import Testing

@MainActor
@Suite("Presenters, view models and dependencies")
struct PresentationTests {
  final class DetailPresenter: Presenter<ScreenCoordinator> {}

  /// The presenter holds its coordinator weakly and never decides its lifetime: the screen
  /// leaving does.
  @Test func aPresenterHoldsItsCoordinatorWeaklyAndTheScreenDecidesItsLifetime() throws {
    let navigator = Navigator(root: TestRoute.home)
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    let leaks = LeakTracker()
    var presenter: DetailPresenter?
    var child: ScreenCoordinator? = ScreenCoordinator("child", route: .list, navigator: navigator)
    try root.coordinate(to: try #require(child))
    leaks.track(try #require(child))
    presenter = DetailPresenter(coordinator: try #require(child))
    child = nil
    #expect(presenter?.coordinator != nil)
    // Releasing a presenter (its view went, say, off-screen in a list) stops nothing.
    presenter = nil
    #expect(root.children.count == 1)
    presenter = DetailPresenter(
      coordinator: try #require(root.children.first as? ScreenCoordinator))
    // The screen leaving stops the coordinator; the presenter then sees it gone.
    try navigator.update { try $0.pop() }
    #expect(root.children.isEmpty)
    #expect(presenter?.coordinator == nil)
    leaks.expectAllReleased()
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
    weak var weakCoordinator: CounterCoordinator?
    weakCoordinator = coordinator
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
