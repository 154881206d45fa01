import CoordinatorKit

/// The sign-in flow the link tests' guards run: it shows `screen`, and the test finishes it with
/// whether the user signed in.
@MainActor
final class LoginFlow<Route: Equatable>: FlowCoordinator, ResultCoordinator {
  typealias Output = Bool
  let node = CoordinatorNode()
  let navigator: Navigator<Route>
  private let screen: Route

  init(navigator: Navigator<Route>, screen: Route) {
    self.navigator = navigator
    self.screen = screen
  }

  func start() throws(NavigationError) { try show(screen) }
}

extension Coordinator {
  /// Runs a ``LoginFlow`` showing `screen` in a sheet as this coordinator's child, as a guard's
  /// flow does, and returns once it has ended: whether the user signed in.
  func signsIn<Route: Equatable>(on navigator: Navigator<Route>, showing screen: Route) async
    -> Bool
  {
    var result = FlowResult<Bool>.cancelled
    let login = LoginFlow(navigator: navigator, screen: screen).reportingResult { result = $0 }
    try? await coordinateUntilEnded(to: login, style: .modal(.sheet))
    return result == .finished(true)
  }
}
