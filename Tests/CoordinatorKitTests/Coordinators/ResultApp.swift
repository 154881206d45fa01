import CoordinatorKit

/// A small app, written with public API only, as an app's tests would see it: a home screen
/// whose coordinator makes its picker in one place (so the picker's result reaches it however
/// the picker was started), and a picker of two steps that may hold unsaved changes.
@MainActor
enum ResultApp {
  enum Route: Hashable, Codable, Sendable {
    case home, picker, pickerStep, vault
  }

  /// The app's root flow.
  final class HomeCoordinator: FlowCoordinator {
    let node = CoordinatorNode()
    let navigator: Navigator<Route>
    /// Every result its pickers reported, in order.
    private(set) var results: [FlowResult<Int>] = []

    init(navigator: Navigator<Route>) { self.navigator = navigator }

    func start() throws(NavigationError) { try show(.home) }

    /// The picker, with its result's one destination.
    func makePicker() -> PickerCoordinator {
      PickerCoordinator(navigator: navigator).reportingResult { [weak self] result in
        self?.results.append(result)
      }
    }

    /// The app starts a picker (a button).
    func pick(style: PresentationStyle) throws(NavigationError) {
      try coordinate(to: makePicker(), style: style)
    }

    func next(_ route: Route, style: PresentationStyle, after previous: Route) -> RouteStep<Route> {
      switch route {
      case .picker: .startChild(makePicker())
      case .vault: .guarded(by: picked, then: .showScreen)
      case .home, .pickerStep: .refuse
      }
    }

    /// A guard whose flow is a picker: it holds once a number was picked.
    private var picked: RouteGuard {
      RouteGuard(
        "picked", isSatisfied: { [weak self] in self?.results.last?.value != nil },
        satisfy: { [weak self] in
          guard let self else { return .cancelled }
          try? await coordinateUntilEnded(to: makePicker(), style: .modal(.sheet))
          return results.last?.value != nil ? .satisfied : .cancelled
        })
    }
  }

  /// A picker of two steps; its screens may be guarded against leaving.
  final class PickerCoordinator: FlowCoordinator, ResultCoordinator, LeaveGuarding {
    typealias Result = Int
    let node = CoordinatorNode()
    let navigator: Navigator<Route>
    /// What the picker answers when asked whether a guarded screen may leave.
    var letsGuardedScreensLeave = false
    /// How many times it was asked.
    private(set) var questions = 0

    init(navigator: Navigator<Route>) { self.navigator = navigator }

    func start() throws(NavigationError) { try show(.picker) }

    func next(_ route: Route, style: PresentationStyle, after previous: Route) -> RouteStep<Route> {
      route == .pickerStep ? .showScreen : .refuse
    }

    func shouldLeave(_ screen: ScreenID) async -> Bool {
      questions += 1
      return letsGuardedScreensLeave
    }
  }

  /// A new app on a new navigator, started at home.
  static func start() throws -> (Navigator<Route>, HomeCoordinator) {
    let navigator = Navigator(root: Route.home)
    let home = HomeCoordinator(navigator: navigator)
    try home.startAsRoot()
    return (navigator, home)
  }
}
