import Observation

/// An optional base class for MVVM-C view models: it stores the event handler the coordinator
/// gives and the one value the screen shows or edits, so most screens need no class of their
/// own: `EventViewModel<InboxEvent, Void>` for a screen that only reports events,
/// `EventViewModel<Void, Int>(messageID) { … }` for one that carries a value.
///
/// It is `Observable`: a view observes ``value`` natively, and a SwiftUI view binds to its
/// parts with `@Bindable`.
///
/// ```swift
/// struct Draft { var to = "", body = "" }
/// enum ComposerEvent { case pickRecipient, cancel }
/// // In the coordinator:
/// let model = EventViewModel<ComposerEvent, Draft>(Draft(), reportingTo: self) { try $0.handle($1) }
/// // In a SwiftUI view: @Bindable var model: EventViewModel<ComposerEvent, Draft>
/// //   TextField("Message", text: $model.value.body)
/// ```
///
/// Subclassing stays possible for a model with more than one value (an `@Observable final class`
/// inheriting `init(_:handleEvent:)`).
@MainActor
open class EventViewModel<Event, Value>: EventDrivenViewModel, Observable {
  /// Given by the coordinator; must not capture it strongly (use ``Coordinator/eventHandler(_:)``).
  public let handleEvent: (Event) -> Void

  /// The value the screen shows or edits; observed (see `Observable`).
  public var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return storedValue
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) { storedValue = newValue }
    }
  }

  private var storedValue: Value
  private let registrar = ObservationRegistrar()

  /// A view model holding `value` that reports its events to `handleEvent`.
  public init(_ value: Value, handleEvent: @escaping (Event) -> Void) {
    storedValue = value
    self.handleEvent = handleEvent
  }

  /// A view model holding `value` whose events go to `coordinator` through `handleEvent`,
  /// without keeping it alive: the usual model of a coordinator's screen, in one line
  /// (`EventViewModel(Draft(), reportingTo: self) { try $0.handle($1) }`). Events routed as
  /// ``Coordinator/eventHandler(_:)`` routes them: ignored once the coordinator is gone, and a
  /// refused request ends the handling with the state unchanged.
  public convenience init<Owner: Coordinator>(
    _ value: Value, reportingTo coordinator: Owner,
    handleEvent: @escaping @MainActor (Owner, Event) throws -> Void
  ) {
    self.init(value, handleEvent: coordinator.eventHandler(handleEvent))
  }
}

extension EventViewModel where Value == Void {
  /// A view model with no value of its own that reports its events to `handleEvent`.
  public convenience init(handleEvent: @escaping (Event) -> Void) {
    self.init((), handleEvent: handleEvent)
  }

  /// A view model with no value of its own whose events go to `coordinator` through
  /// `handleEvent`, without keeping it alive (see ``init(_:reportingTo:handleEvent:)``).
  public convenience init<Owner: Coordinator>(
    reportingTo coordinator: Owner,
    handleEvent: @escaping @MainActor (Owner, Event) throws -> Void
  ) {
    self.init((), reportingTo: coordinator, handleEvent: handleEvent)
  }
}
