import CoordinatorKit

/// The MVVM-C child's view model: Back when pushed, Done and Cancel when presented.
@MainActor
package final class ChildViewModel: EventDrivenViewModel {
  package enum Event: Equatable {
    case back, done, cancel
  }

  package let isPresented: Bool
  package let handleEvent: (Event) -> Void

  package init(isPresented: Bool, handleEvent: @escaping (Event) -> Void) {
    self.isPresented = isPresented
    self.handleEvent = handleEvent
  }
}
