import CoordinatorKit

/// The menu list's presenter: the rows, the selection, and the header button.
@MainActor
package final class MenuPresenter: Presenter<MenuCoordinator> {
  package let header: String
  package let items: [String]
  /// Whether the menu was opened from another demo (the picker), so it can go back to it.
  package let canGoBack: Bool
  package private(set) var selectedIndex = 0

  package init(coordinator: MenuCoordinator, repository: MenuRepository, canGoBack: Bool) {
    header = repository.header
    items = repository.items
    self.canGoBack = canGoBack
    super.init(coordinator: coordinator)
  }

  package func moveSelection(by offset: Int) {
    guard !items.isEmpty else { return }
    selectedIndex = min(max(selectedIndex + offset, 0), items.count - 1)
  }

  package func chooseSelected() {
    guard items.indices.contains(selectedIndex) else { return }
    coordinator?.showDetail(of: items[selectedIndex])
  }

  package func tapHeaderButton() {
    coordinator?.showHeaderInfo()
  }

  package func goBack() {
    coordinator?.goBack()
  }
}
