/// The master list's dates, shared by every Master screen of the demo (Detail can open Master
/// again, and each shows the same list).
@MainActor
package final class DateStore {
  package private(set) var dates: [String] = []
  private let source: any DateSource

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
