import CoordinatorKit
import Observation

/// The MVVM-C main screen's view model: three events, and a status line the coordinator
/// updates with what the child or the alert answered. Observable, so a view follows the status.
@MainActor
@Observable
public final class MainViewModel: EventDrivenViewModel {
  /// What the user did on this screen.
  public enum Event: Equatable {
    case pushChild, presentChild, showAlert
  }

  /// The status before anything happened.
  package static let initialStatus = "Nothing happened yet"

  /// Receives every event this model reports; its coordinator decides what each means.
  public let handleEvent: (Event) -> Void
  /// What the last child said, shown on the main screen.
  public package(set) var status = initialStatus

  /// A view model reporting its events to `handleEvent`.
  public init(handleEvent: @escaping (Event) -> Void) {
    self.handleEvent = handleEvent
  }
}
