import Foundation

/// Where the master list's new dates come from: the clock in the interactive demo, a fixed
/// sequence in scripts and tests so their output is reproducible.
package protocol DateSource: Sendable {
  /// The next date to add, already formatted.
  func nextDate() -> String
}

/// Reads the system clock.
package struct SystemDateSource: DateSource {
  package func nextDate() -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter.string(from: Date())
  }
}

/// Counts minutes up from a fixed start: 2026-01-01 09:00, 09:01, …
///
/// Its count sits behind `NSLock` (what `lock` guards is all it mutates), since
/// `Synchronization`'s `Mutex` needs iOS 18 and macOS 15.
package final class SequentialDateSource: DateSource, @unchecked Sendable {
  private let lock = NSLock()
  private var minutes = 0

  package func nextDate() -> String {
    let minute = lock.withLock {
      defer { minutes += 1 }
      return minutes
    }
    return String(format: "2026-01-01 %02d:%02d", 9 + minute / 60, minute % 60)
  }
}
