import CoordinatorKit

/// The master list's presenter: it edits the list and reports choices to its coordinator.
@MainActor
final class MasterPresenter: Presenter<MasterCoordinator> {
  private let store: DateStore
  private(set) var selectedIndex = 0
  /// Whether there is a screen to go back to (the app's first Master has none).
  let canGoBack: Bool

  init(coordinator: MasterCoordinator, store: DateStore, canGoBack: Bool) {
    self.store = store
    self.canGoBack = canGoBack
    super.init(coordinator: coordinator)
  }

  var dates: [String] { store.dates }
  var selectedDate: String? { dates.indices.contains(selectedIndex) ? dates[selectedIndex] : nil }

  func add() {
    store.add()
    selectedIndex = 0
  }

  func deleteSelected() {
    store.delete(at: selectedIndex)
    selectedIndex = min(selectedIndex, max(dates.count - 1, 0))
  }

  func moveSelection(by offset: Int) {
    guard !dates.isEmpty else { return }
    selectedIndex = min(max(selectedIndex + offset, 0), dates.count - 1)
  }

  func showDetail() {
    guard let date = selectedDate else { return }
    coordinator?.showDetail(of: date)
  }

  func showDetailRed() {
    coordinator?.showDetailRed(modally: false)
  }

  func showDetailRedModally() {
    coordinator?.showDetailRed(modally: true)
  }

  func goBack() {
    coordinator?.goBack()
  }
}
