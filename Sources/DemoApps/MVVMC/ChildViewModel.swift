import CoordinatorKit

/// The MVVM-C child's view model: Back when pushed, Done and Cancel when presented.
@MainActor
public final class ChildViewModel: EventDrivenViewModel {
  /// What the user did on this screen.
  public enum Event: Equatable {
    case back, done, cancel
  }

  /// Whether the child was presented (it offers Done and Cancel) rather than pushed (Back).
  public let isPresented: Bool
  /// Receives every event this model reports; its coordinator decides what each means.
  public let handleEvent: (Event) -> Void

  /// A view model reporting its events to `handleEvent`.
  public init(isPresented: Bool, handleEvent: @escaping (Event) -> Void) {
    self.isPresented = isPresented
    self.handleEvent = handleEvent
  }
}
