extension Coordinator {
  /// Makes an event handler that routes to this coordinator without keeping it alive, whose
  /// routing may make requests that throw: `eventHandler { try $0.show(.message($1)) }`
  /// instead of a `try?` per event. A navigator's requests report a refusal to its refusal
  /// observers (see ``Navigator/observeRefusals(_:)``) before throwing it, with the state
  /// unchanged, so the handler ends there; once the coordinator is gone, events are ignored.
  /// Any other error the routing throws is dropped too: handle such errors in the routing.
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
