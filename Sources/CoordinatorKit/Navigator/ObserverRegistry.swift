/// A navigator's list of handlers of one kind (changes, refusals): what registering one means is
/// written once here, whatever the list does when it calls them.
@MainActor
protocol ObserverRegistry: AnyObject, Sendable {
  /// What the handlers hear.
  associatedtype Value

  /// A key no handler has yet.
  func nextKey() -> Int
  /// Adds a handler after the others, called until `observation` ends.
  func add(
    _ handler: @escaping @MainActor (Value) -> Void, key: Int,
    heldBy observation: ObservationState)
  /// Removes the handler added under `key`.
  func remove(_ key: Int)
}

extension ObserverRegistry {
  /// Adds `handler` and returns the observation that keeps it: the handler is called while the
  /// observation is held, and removed when it is cancelled or released.
  func observe(_ handler: @escaping @MainActor (Value) -> Void) -> ChangeObservation {
    let key = nextKey()
    let state = ObservationState()
    add(handler, key: key, heldBy: state)
    return ChangeObservation(state: state) { [weak self] in
      self?.remove(key)
    }
  }
}
