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
  ///
  /// The routing may make requests that throw (`eventHandler { try $0.show(.message($1)) }`,
  /// with no `try?` per event): a navigator's requests report a refusal to its refusal observers
  /// (see ``Navigator/observeRefusals(_:)``) before throwing it, with the state unchanged, so the
  /// handler ends there. Any other error the routing throws is dropped too: handle such errors
  /// in the routing.
  public func eventHandler<Event>(
    _ route: @escaping @MainActor (Self, Event) throws -> Void
  ) -> (Event) -> Void {
    { [weak self] event in
      guard let self else { return }
      do {
        try route(self, event)
      } catch {
        // Refused and reported by the navigator; the screen stays as it was.
      }
    }
  }
}
