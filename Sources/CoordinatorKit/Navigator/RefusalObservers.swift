/// The handlers that hear a navigator's refusals, in the order they were added.
@MainActor
final class RefusalObservers {
  private var handlers: [(key: Int, handler: @MainActor (NavigationError) -> Void)] = []
  private var nextKey = 0

  /// Adds a handler after the others; returns the key that removes it.
  func add(_ handler: @escaping @MainActor (NavigationError) -> Void) -> Int {
    nextKey += 1
    handlers.append((nextKey, handler))
    return nextKey
  }

  /// Removes the handler added under `key`.
  func remove(_ key: Int) {
    handlers.removeAll { $0.key == key }
  }

  /// Tells every handler about `refusal`.
  func report(_ refusal: NavigationError) {
    for (_, handler) in handlers {
      handler(refusal)
    }
  }
}
