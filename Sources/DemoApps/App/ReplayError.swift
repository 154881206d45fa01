import CoordinatorKit

/// Why a saved state could not be rebuilt.
public enum ReplayError: Error, Equatable, CustomStringConvertible {
  /// The saved state starts somewhere else: it belongs to another demo.
  case otherDemo(savedRoot: String)
  /// The coordinators do not lead to the saved screens.
  case doesNotFollow(FollowError)
  /// The navigator refused a step.
  case navigation(NavigationError)

  /// The reason in one line, for the state-file report.
  public var description: String {
    switch self {
    case .otherDemo(let savedRoot):
      "it starts at \(savedRoot), so it belongs to another demo"
    case .doesNotFollow(let error):
      error.description
    case .navigation(let error):
      error.description
    }
  }
}
