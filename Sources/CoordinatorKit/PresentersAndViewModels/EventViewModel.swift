/// An optional base class for MVVM-C view models: it stores the event handler the coordinator
/// gives and takes it in its initializer, so a view model declares only its state, and a screen
/// with no state of its own needs no class at all (`EventViewModel<InboxEvent>`).
///
/// ```swift
/// enum ComposerEvent { case pickRecipient, cancel }
/// final class ComposerModel: EventViewModel<ComposerEvent> {
///   var body = ""  // inherits init(handleEvent:)
/// }
/// // In the coordinator:
/// ComposerModel(handleEvent: eventHandler { coordinator, event in coordinator.handle(event) })
/// ```
@MainActor
open class EventViewModel<Event>: EventDrivenViewModel {
  /// Given by the coordinator; must not capture it strongly (use ``Coordinator/eventHandler(_:)``).
  public let handleEvent: (Event) -> Void

  /// A view model that reports its events to `handleEvent`.
  public init(handleEvent: @escaping (Event) -> Void) {
    self.handleEvent = handleEvent
  }
}
