import CoordinatorKit

/// The master list's presenter: it edits the list and reports choices to its coordinator.
@MainActor
package final class MasterPresenter: Presenter<MasterCoordinator> {
  private let store: DateStore
  package private(set) var selectedIndex = 0
  /// Whether there is a screen to go back to (the app's first Master has none).
  package let canGoBack: Bool

  package init(coordinator: MasterCoordinator, store: DateStore, canGoBack: Bool) {
    self.store = store
    self.canGoBack = canGoBack
    super.init(coordinator: coordinator)
  }

  package var dates: [String] { store.dates }
  package var selectedDate: String? {
    dates.indices.contains(selectedIndex) ? dates[selectedIndex] : nil
  }

  package func add() {
    store.add()
    selectedIndex = 0
  }

  package func deleteSelected() {
    store.delete(at: selectedIndex)
    selectedIndex = min(selectedIndex, max(dates.count - 1, 0))
  }

  package func moveSelection(by offset: Int) {
    guard !dates.isEmpty else { return }
    selectedIndex = min(max(selectedIndex + offset, 0), dates.count - 1)
  }

  package func showDetail() {
    guard let date = selectedDate else { return }
    coordinator?.showDetail(of: date)
  }

  package func showDetailRed() {
    coordinator?.showDetailRed(modally: false)
  }

  package func showDetailRedModally() {
    coordinator?.showDetailRed(modally: true)
  }

  package func goBack() {
    coordinator?.goBack()
  }
}
