/// The handlers that hear a navigator's refusals, in the order they were added.
@MainActor
final class RefusalObservers: ObserverRegistry {
  private struct Handler {
    let key: Int
    let handler: @MainActor (NavigationError) -> Void
    /// Whether the observation the app holds has ended; then the handler is no longer called.
    let observation: ObservationState
  }

  private var handlers: [Handler] = []
  private var lastKey = 0

  /// A key no handler has yet, for ``add(_:key:heldBy:)`` and ``remove(_:)``.
  func nextKey() -> Int {
    lastKey += 1
    return lastKey
  }

  /// Adds a handler after the others, called until `observation` ends.
  func add(
    _ handler: @escaping @MainActor (NavigationError) -> Void, key: Int,
    heldBy observation: ObservationState
  ) {
    handlers.append(Handler(key: key, handler: handler, observation: observation))
  }

  /// Removes the handler added under `key`.
  func remove(_ key: Int) {
    handlers.removeAll { $0.key == key }
  }

  /// Tells every handler whose observation has not ended about `refusal`.
  func report(_ refusal: NavigationError) {
    handlers.removeAll { $0.observation.hasEnded }
    for handler in handlers {
      handler.handler(refusal)
    }
  }
}
