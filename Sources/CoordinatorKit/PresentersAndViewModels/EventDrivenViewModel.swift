/// The MVVM-C view model: it exposes an `Event` enum and reports every event through a
/// handler its coordinator gives it, and the coordinator routes events with a `switch`.
///
/// ```swift
/// final class MainViewModel: EventDrivenViewModel {
///   enum Event { case pushChild, presentChild, showAlert }
///   let handleEvent: (Event) -> Void
///   init(handleEvent: @escaping (Event) -> Void) { self.handleEvent = handleEvent }
/// }
/// // In the coordinator:
/// MainViewModel(handleEvent: eventHandler { coordinator, event in
///   switch event { case .pushChild: coordinator.pushChild() ... }
/// })
/// ```
@MainActor
public protocol EventDrivenViewModel: AnyObject {
  /// What the screen can report.
  associatedtype Event

  /// Given by the coordinator; must not capture the coordinator strongly (use
  /// ``Coordinator/eventHandler(_:)``).
  var handleEvent: (Event) -> Void { get }
}

extension EventDrivenViewModel {
  /// Reports `event` to the coordinator.
  public func send(_ event: Event) {
    handleEvent(event)
  }
}

extension Coordinator {
  /// Makes an event handler that routes to this coordinator without keeping it alive: once the
  /// coordinator is gone, events are ignored.
  public func eventHandler<Event>(
    _ route: @escaping @MainActor (Self, Event) -> Void
  ) -> (Event) -> Void {
    { [weak self] event in
      guard let self else { return }
      route(self, event)
    }
  }
}
