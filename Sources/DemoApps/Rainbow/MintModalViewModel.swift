import CoordinatorKit

/// The view model of the mint modal: close it, or change the stack underneath and close.
@MainActor
public final class MintModalViewModel: EventDrivenViewModel {
  /// What the user did on this screen.
  public enum Event: Equatable {
    case close, root, end
  }

  /// Receives every event this model reports; its coordinator decides what each means.
  public let handleEvent: (Event) -> Void

  /// A view model reporting its events to `handleEvent`.
  public init(handleEvent: @escaping (Event) -> Void) {
    self.handleEvent = handleEvent
  }
}
