import Observation

/// The master list's dates, shared by every Master screen of the demo (Detail can open Master
/// again, and each shows the same list). Observable, so a SwiftUI list follows it.
@MainActor
@Observable
final class DateStore {
  private(set) var dates: [String] = []
  @ObservationIgnored private let source: any DateSource

  init(source: any DateSource) {
    self.source = source
  }

  func add() {
    // A restored list may hold the dates a fixed sequence gives first: skip to a new one.
    var date = source.nextDate()
    for _ in 0..<1_000 where dates.contains(date) {
      date = source.nextDate()
    }
    dates.insert(date, at: 0)
  }

  /// Puts back a saved list, replacing the current one.
  func restore(_ saved: [String]) {
    dates = saved
  }

  func delete(at index: Int) {
    guard dates.indices.contains(index) else { return }
    dates.remove(at: index)
  }
}
