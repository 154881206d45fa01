import CoordinatorKit

/// The view model of the mint modal: close it, or change the stack underneath and close.
@MainActor
package final class MintModalViewModel: EventDrivenViewModel {
  package enum Event: Equatable {
    case close, root, end
  }

  package let handleEvent: (Event) -> Void

  package init(handleEvent: @escaping (Event) -> Void) {
    self.handleEvent = handleEvent
  }
}
