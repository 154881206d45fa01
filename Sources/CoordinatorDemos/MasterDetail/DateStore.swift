/// The master list's dates, shared by every Master screen of the demo (Detail can open Master
/// again, and each shows the same list).
@MainActor
final class DateStore {
  private(set) var dates: [String] = []
  private let source: any DateSource

  init(source: any DateSource) {
    self.source = source
  }

  func add() {
    dates.insert(source.nextDate(), at: 0)
  }

  func delete(at index: Int) {
    guard dates.indices.contains(index) else { return }
    dates.remove(at: index)
  }
}
