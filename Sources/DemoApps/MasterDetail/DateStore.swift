import Observation

/// The master list's dates, shared by every Master screen of the demo (Detail can open Master
/// again, and each shows the same list). Observable, so a SwiftUI list follows it.
@MainActor
@Observable
package final class DateStore {
  package private(set) var dates: [String] = []
  @ObservationIgnored private let source: any DateSource

  package init(source: any DateSource) {
    self.source = source
  }

  package func add() {
    dates.insert(source.nextDate(), at: 0)
  }

  package func delete(at index: Int) {
    guard dates.indices.contains(index) else { return }
    dates.remove(at: index)
  }
}
