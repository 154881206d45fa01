import CoordinatorKit
import CoordinatorKitTerminal

/// A demo coordinator that can build the content of the screens it owns: the presenter or view
/// model (what tests hold) and the terminal view that draws it.
@MainActor
protocol DemoScreenMaking: FlowCoordinator where Route == DemoRoute {
  /// The presenter or view model for one of this coordinator's screens.
  func makeModel(for screen: Screen<DemoRoute>) -> AnyObject?
}

/// A demo coordinator that can rebuild its part of a saved state: given the next saved screen,
/// it shows it (starting a child coordinator where the screen belongs to one) and returns the
/// coordinator that now owns the top screen.
@MainActor
protocol RouteReplaying: FlowCoordinator where Route == DemoRoute {
  func replay(_ route: DemoRoute, style: PresentationStyle) throws(ReplayError)
    -> any RouteReplaying
}

/// Why a saved state could not be rebuilt.
public enum ReplayError: Error, Equatable, CustomStringConvertible {
  /// The saved state starts somewhere else: it belongs to another demo.
  case otherDemo(savedRoot: String)
  /// The saved screen cannot follow the screen before it in this demo.
  case unexpectedScreen(String, after: String)
  /// The navigator refused a step.
  case navigation(NavigationError)

  /// The reason in one line, for the state-file report.
  public var description: String {
    switch self {
    case .otherDemo(let savedRoot):
      "it starts at \(savedRoot), so it belongs to another demo"
    case .unexpectedScreen(let route, let previous):
      "the saved screen \(route) cannot follow \(previous) in this demo"
    case .navigation(let error):
      error.description
    }
  }
}
