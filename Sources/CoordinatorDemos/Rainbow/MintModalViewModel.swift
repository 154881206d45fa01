import CoordinatorKit

/// The view model of the mint modal: close it, or change the stack underneath and close.
@MainActor
final class MintModalViewModel: EventDrivenViewModel {
  enum Event: Equatable {
    case close, root, end
  }

  let handleEvent: (Event) -> Void

  init(handleEvent: @escaping (Event) -> Void) {
    self.handleEvent = handleEvent
  }
}
