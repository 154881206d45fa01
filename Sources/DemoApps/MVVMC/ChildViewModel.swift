import CoordinatorKit

/// What the user did on the MVVM-C child.
public enum ChildEvent: Equatable, Sendable {
  case back, done, cancel
}

/// The MVVM-C child's view model: Back when pushed, Done and Cancel when presented.
@MainActor
public final class ChildViewModel: EventViewModel<ChildEvent, Void> {
  /// Whether the child was presented (it offers Done and Cancel) rather than pushed (Back).
  public let isPresented: Bool

  /// A view model reporting its events to `handleEvent`.
  public init(isPresented: Bool, handleEvent: @escaping (ChildEvent) -> Void) {
    self.isPresented = isPresented
    super.init((), handleEvent: handleEvent)
  }
}
