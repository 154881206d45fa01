import Foundation

/// Releases the children of coordinator nodes that are freed, as a queue instead of a
/// recursion: a node that is freed while a release is under way on the same thread hands its
/// children to that release and returns, so freeing a running tree of any depth uses a few
/// stack frames.
///
/// A node's `deinit` is not isolated to the main actor (an isolated `deinit` needs Swift 6.2)
/// and may run on any thread. Each thread has its own queue: a tree let go on one thread is
/// freed there, whole, before its release returns, even while another thread frees a long
/// chain.
final class ChildRelease {
  private static let key = "CoordinatorKit.ChildRelease"

  private var pending: [[any Coordinator]] = []
  private var isReleasing = false

  /// Takes `children` (leaving it empty, so the caller holds no reference) and releases them,
  /// or leaves them to the release under way on this thread.
  static func release(_ children: inout [any Coordinator]) {
    let dictionary = Thread.current.threadDictionary
    let queue: ChildRelease
    if let existing = dictionary[key] as? ChildRelease {
      queue = existing
    } else {
      queue = ChildRelease()
      dictionary[key] = queue
    }
    queue.release(&children)
  }

  private func release(_ children: inout [any Coordinator]) {
    pending.append(children)
    children = []
    guard !isReleasing else { return }
    isReleasing = true
    // Each list is dropped at the end of its turn: its coordinators' nodes then add their own
    // children to `pending` instead of releasing them in place.
    while let next = pending.popLast() {
      _ = next
    }
    isReleasing = false
  }
}
