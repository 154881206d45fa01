import CoordinatorKit

/// The MVVM-C main screen's view model: three events, and a status line the coordinator
/// updates with what the child or the alert answered.
@MainActor
package final class MainViewModel: EventDrivenViewModel {
  package enum Event: Equatable {
    case pushChild, presentChild, showAlert
  }

  /// The status before anything happened.
  package static let initialStatus = "Nothing happened yet"

  package let handleEvent: (Event) -> Void
  package var status = initialStatus

  package init(handleEvent: @escaping (Event) -> Void) {
    self.handleEvent = handleEvent
  }
}
