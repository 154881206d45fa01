import Observation

/// One value a SwiftUI view reads, observed on its own: a view that reads it is drawn again
/// when it changes, and only then.
///
/// SwiftUI re-evaluates a view's body when an observed value it read changes. Reading the whole
/// displayed state through one observed value redrew every level and every screen on every
/// change, a step's acknowledgement included. A host keeps each piece a view draws (a level's
/// path, its presented layer, a screen) in its own observed value, and assigns it only when it
/// differs (``set(_:)``), so a change redraws exactly the views that read what it changed.
@MainActor
package final class SwiftUIObservedValue<Value: Equatable> {
  private var stored: Value
  /// Made on the first observing read: a value no view ever read costs no registrar.
  private var registrar: ObservationRegistrar?
  /// Whether an observer may be registered: whether the value was read through ``value``
  /// since its readers last heard a change. Observation registers an observer only on such a
  /// read, and every registration ends when it first hears a change (a view reads again to
  /// observe again), so while it is clear nobody can be listening, and an assignment skips
  /// the registrar (its lock and lookups).
  private var mayBeObserved = false

  /// A value holding `value`.
  package init(_ value: Value) {
    stored = value
  }

  /// The value, read as a view reads it: a body (or `withObservationTracking`) that reads it
  /// hears its next change.
  package var value: Value {
    let registrar = self.registrar ?? makeRegistrar()
    mayBeObserved = true
    registrar.access(ObservedValueSubject.shared, keyPath: ObservedValueSubject.shared.keyPath)
    return stored
  }

  /// The value, read without observing it: for the host's own bookkeeping.
  package var unobservedValue: Value { stored }

  /// Assigns `newValue` when it differs from the value, telling the readers; an equal value
  /// tells nobody.
  ///
  /// - Returns: Whether the value changed.
  @discardableResult
  package func set(_ newValue: Value) -> Bool {
    guard newValue != stored else { return false }
    guard mayBeObserved, let registrar else {
      stored = newValue
      return true
    }
    // Cleared first: a read while observers hear the change registers again.
    mayBeObserved = false
    let subject = ObservedValueSubject.shared
    registrar.willSet(subject, keyPath: subject.keyPath)
    stored = newValue
    registrar.didSet(subject, keyPath: subject.keyPath)
    return true
  }

  private func makeRegistrar() -> ObservationRegistrar {
    let registrar = ObservationRegistrar()
    self.registrar = registrar
    return registrar
  }
}

/// The subject every ``SwiftUIObservedValue`` names to Observation: each value's own registrar
/// decides who hears it, so they can share one non-generic subject and one key path, made once
/// (a key path in generic code is made at run time on every access).
@MainActor
private final class ObservedValueSubject: Observable {
  static let shared = ObservedValueSubject()
  /// Never read: only its key path matters.
  let value = 0
  let keyPath: KeyPath<ObservedValueSubject, Int> = \.value

  private init() {}
}
