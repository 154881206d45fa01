import CoordinatorKit

/// The MVVM-C main screen's view model: three events, and a status line the coordinator
/// updates with what the child or the alert answered.
@MainActor
final class MainViewModel: EventDrivenViewModel {
  enum Event: Equatable {
    case pushChild, presentChild, showAlert
  }

  /// The status before anything happened.
  static let initialStatus = "Nothing happened yet"

  let handleEvent: (Event) -> Void
  var status = initialStatus

  init(handleEvent: @escaping (Event) -> Void) {
    self.handleEvent = handleEvent
  }
}
