import Foundation

/// Releases the children of coordinator nodes that are freed, as a queue instead of a
/// recursion: a node that is freed while another release is under way hands its children to
/// that release and returns, so freeing a running tree of any depth uses a few stack frames.
///
/// A node's `deinit` is not isolated to the main actor (an isolated `deinit` needs Swift 6.2)
/// and may run on any thread, so the queue sits behind a lock, never held while a coordinator
/// is released.
final class ChildRelease: @unchecked Sendable {
  private static let shared = ChildRelease()

  private let lock = NSLock()
  private var pending: [[any Coordinator]] = []
  private var isReleasing = false

  /// Takes `children` (leaving it empty, so the caller holds no reference) and releases them,
  /// or leaves them to the release under way.
  static func release(_ children: inout [any Coordinator]) {
    shared.release(&children)
  }

  private func release(_ children: inout [any Coordinator]) {
    let startsRelease: Bool = lock.withLock {
      pending.append(children)
      defer { isReleasing = true }
      return !isReleasing
    }
    children = []
    guard startsRelease else { return }
    while true {
      // The list is dropped at the end of each turn, outside the lock: its coordinators'
      // nodes then add their own children to `pending` instead of releasing them in place.
      let next: [any Coordinator]? = lock.withLock {
        if let next = pending.popLast() { return next }
        isReleasing = false
        return nil
      }
      guard next != nil else { return }
    }
  }
}
