import CoordinatorKit
import Observation

/// What the user did on the MVVM-C main screen.
public enum MainEvent: Equatable, Sendable {
  case pushChild, presentChild, showAlert
}

/// The MVVM-C main screen's view model: three events, and a status line the coordinator
/// updates with what the child or the alert answered. Observable, so a view follows the status.
@MainActor
@Observable
public final class MainViewModel: EventViewModel<MainEvent, Void> {
  /// The status before anything happened.
  static let initialStatus = "Nothing happened yet"

  /// What the last child said, shown on the main screen.
  public internal(set) var status = initialStatus
}
