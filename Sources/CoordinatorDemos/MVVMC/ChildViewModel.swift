import CoordinatorKit

/// The MVVM-C child's view model: Back when pushed, Done and Cancel when presented.
@MainActor
final class ChildViewModel: EventDrivenViewModel {
  enum Event: Equatable {
    case back, done, cancel
  }

  let isPresented: Bool
  let handleEvent: (Event) -> Void

  init(isPresented: Bool, handleEvent: @escaping (Event) -> Void) {
    self.isPresented = isPresented
    self.handleEvent = handleEvent
  }
}
