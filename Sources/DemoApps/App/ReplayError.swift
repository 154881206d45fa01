import CoordinatorKit

/// Why a saved state could not be rebuilt.
public enum ReplayError: Error, Equatable, CustomStringConvertible {
  /// The saved state starts somewhere else: it belongs to another demo. `savedRoot` names the
  /// app that saved it ("the rainbow demo", "the picker").
  case otherDemo(savedRoot: String)
  /// The coordinators do not lead to the saved screens.
  case doesNotFollow(FollowError)
  /// The navigator refused a step.
  case navigation(NavigationError)

  /// The reason in one line, for the state-file report.
  public var description: String {
    switch self {
    case .otherDemo(let savedRoot):
      "it was saved by \(savedRoot); open it with that app, or choose another --state-file"
    case .doesNotFollow(let error):
      // The coordinator's type name means nothing to the user; the screens do.
      error.demoReason
    case .navigation(let error):
      error.description
    }
  }
}
