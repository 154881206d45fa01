import Foundation

/// Where the master list's new dates come from: the clock in the interactive demo, a fixed
/// sequence in scripts and tests so their output is reproducible.
protocol DateSource: Sendable {
  /// The next date to add, already formatted.
  func nextDate() -> String
}

/// Reads the system clock.
struct SystemDateSource: DateSource {
  func nextDate() -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter.string(from: Date())
  }
}

/// Counts minutes up from a fixed start: 2026-01-01 09:00, 09:01, … 23:59, 2026-01-02 00:00:
/// every date a real one, as a link to it must be.
///
/// Its count sits behind `NSLock` (what `lock` guards is all it mutates), since
/// `Synchronization`'s `Mutex` needs iOS 18 and macOS 15.
final class SequentialDateSource: DateSource, @unchecked Sendable {
  private let lock = NSLock()
  private var minutes = 0

  /// A source whose first date is 2026-01-01 09:00.
  init() {}

  func nextDate() -> String {
    let minute = lock.withLock {
      defer { minutes += 1 }
      return minutes
    }
    let time = 9 * 60 + minute
    var (year, month, day) = (2026, 1, 1 + time / (24 * 60))
    while day > ListDate.days(inMonth: month, of: year) {
      day -= ListDate.days(inMonth: month, of: year)
      (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
    }
    return String(
      format: "%04d-%02d-%02d %02d:%02d", year, month, day, time / 60 % 24, time % 60)
  }
}
