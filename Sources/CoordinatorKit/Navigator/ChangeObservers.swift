/// The change observers of one navigator, and their delivery in order.
///
/// A change made while changes are being delivered (by an observer, or by app code a change
/// runs, such as a stopping coordinator's result handler) is delivered after the ones before it,
/// so every observer sees every change in order. Observers are linked nodes rather than an
/// array: walking them asks the runtime for no type information, which keeps a change cheap in
/// the navigator's generic code.
@MainActor
final class ChangeObservers<Route>: ObserverRegistry {
  private final class Observer {
    let key: Int
    let handler: @MainActor (NavigationChange<Route>) -> Void
    /// Whether the observation the app holds has ended; then the handler is no longer called.
    let observation: ObservationState
    var next: Observer?

    init(
      key: Int, handler: @escaping @MainActor (NavigationChange<Route>) -> Void,
      observation: ObservationState
    ) {
      self.key = key
      self.handler = handler
      self.observation = observation
    }
  }

  private var first: Observer?
  private var last: Observer?
  private var lastKey = 0
  private var pending: [NavigationChange<Route>] = []
  /// Whether `pending` holds changes; checked instead of the array on every change, which in
  /// generic code would ask the runtime for the element type.
  private var hasPending = false
  private var isDelivering = false

  /// Whether nobody observes.
  var isEmpty: Bool { first == nil }

  /// A key no observer has yet, for ``add(_:key:heldBy:)`` and ``remove(_:)``.
  func nextKey() -> Int {
    lastKey += 1
    return lastKey
  }

  /// Adds an observer after the others, called until `observation` ends.
  func add(
    _ handler: @escaping @MainActor (NavigationChange<Route>) -> Void, key: Int,
    heldBy observation: ObservationState
  ) {
    let observer = Observer(key: key, handler: handler, observation: observation)
    if let last {
      last.next = observer
    } else {
      first = observer
    }
    last = observer
  }

  /// Removes the observer added under `key`.
  func remove(_ key: Int) {
    var previous: Observer?
    var node = first
    while let current = node {
      if current.key == key {
        if let previous { previous.next = current.next } else { first = current.next }
        if last === current { last = previous }
        return
      }
      previous = current
      node = current.next
    }
  }

  /// Delivers `change` now, or after the change being delivered.
  func deliver(_ change: NavigationChange<Route>) {
    guard !isEmpty else { return }
    if isDelivering {
      pending.append(change)
      hasPending = true
      return
    }
    isDelivering = true
    defer { isDelivering = false }
    send(change)
    if hasPending {
      deliverPending()
    }
  }

  /// Holds `change` back until ``deliverQueued()``: for a change that first runs app code,
  /// whose own changes must be delivered after it.
  func queue(_ change: NavigationChange<Route>) {
    guard !isEmpty else { return }
    pending.append(change)
    hasPending = true
  }

  /// Delivers the changes held back, in order, unless a delivery is already under way.
  func deliverQueued() {
    guard !isDelivering, hasPending else { return }
    isDelivering = true
    defer { isDelivering = false }
    deliverPending()
  }

  private func deliverPending() {
    var index = 0
    while index < pending.count {
      send(pending[index])
      index += 1
    }
    pending.removeAll(keepingCapacity: true)
    hasPending = false
  }

  private func send(_ change: NavigationChange<Route>) {
    var node = first
    while let observer = node {
      node = observer.next
      if observer.observation.hasEnded {
        remove(observer.key)  // Released without cancel(): its owner is gone.
      } else {
        observer.handler(change)
      }
    }
  }
}
