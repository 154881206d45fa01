import Foundation

/// A value shared by every thread, reached only under its lock.
///
/// The engine's few process-wide values (the counter behind new identities, the names given to
/// coordinator identities) are made and read on any thread. The lock is `NSLock` rather than
/// `Synchronization`'s `Mutex`, which needs iOS 18 and macOS 15: the package runs on iOS 17 and
/// macOS 14. The value is reachable only through ``withLock(_:)``, which is what makes the
/// type `Sendable`.
final class _Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  /// Not checked for exclusive access at run time (a check costs a fifth of making an identity):
  /// it is reached only while the lock is held, and the lock is not recursive, so no two
  /// accesses can overlap, on one thread or on two.
  @exclusivity(unchecked) private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value, holding the lock.
  @inline(__always)
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
