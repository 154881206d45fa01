/// The notices a terminating signal writes before it ends the process at once (see
/// ``TerminationSignals/endingAtOnce(notice:during:)``): one fixed buffer per deferred signal,
/// which a signal handler can write without allocating or reading a lazily made global.
enum TerminationNotices {
  /// The largest notice, in bytes; a longer one is cut.
  static let capacity = 2_048

  // Why `nonisolated(unsafe)` is safe: the pointer is initialised once (Swift runs global
  // initialisers exactly once, thread-safely) and touched by `endingAtOnce` before the handler
  // may read it. The bytes are written only while the handler does not read them: before the
  // word that tells it to (`TerminalSignalState.words[7]`) is set, and never while it is set.

  /// ``TerminationSignals/deferred``'s notices, ``capacity`` bytes each, in that order; their
  /// lengths are words 8 to 10 of `TerminalSignalState.words`.
  nonisolated(unsafe) static let bytes: UnsafeMutablePointer<UInt8> = {
    let count = capacity * TerminationSignals.deferred.count
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
    pointer.initialize(repeating: 0, count: count)
    return pointer
  }()
}
