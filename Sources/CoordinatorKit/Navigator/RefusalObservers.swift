/// The handlers that hear a navigator's refusals, in the order they were added.
@MainActor
final class RefusalObservers {
  private struct Handler {
    let key: Int
    let handler: @MainActor (NavigationError) -> Void
    /// The observation the app holds; once it is released, the handler is no longer called.
    weak var observation: ChangeObservation?
  }

  private var handlers: [Handler] = []
  private var lastKey = 0

  /// A key no handler has yet, for ``add(_:key:heldBy:)`` and ``remove(_:)``.
  func nextKey() -> Int {
    lastKey += 1
    return lastKey
  }

  /// Adds a handler after the others, called while `observation` is held.
  func add(
    _ handler: @escaping @MainActor (NavigationError) -> Void, key: Int,
    heldBy observation: ChangeObservation
  ) {
    handlers.append(Handler(key: key, handler: handler, observation: observation))
  }

  /// Removes the handler added under `key`.
  func remove(_ key: Int) {
    handlers.removeAll { $0.key == key }
  }

  /// Tells every handler whose observation is still held about `refusal`.
  func report(_ refusal: NavigationError) {
    handlers.removeAll { $0.observation == nil }
    for handler in handlers {
      handler.handler(refusal)
    }
  }
}
