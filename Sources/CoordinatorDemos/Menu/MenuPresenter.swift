import CoordinatorKit

/// The menu list's presenter: the rows, the selection, and the header button.
@MainActor
final class MenuPresenter: Presenter<MenuCoordinator> {
  let header: String
  let items: [String]
  /// Whether the menu was opened from another demo (the picker), so it can go back to it.
  let canGoBack: Bool
  private(set) var selectedIndex = 0

  init(coordinator: MenuCoordinator, repository: MenuRepository, canGoBack: Bool) {
    header = repository.header
    items = repository.items
    self.canGoBack = canGoBack
    super.init(coordinator: coordinator)
  }

  func moveSelection(by offset: Int) {
    guard !items.isEmpty else { return }
    selectedIndex = min(max(selectedIndex + offset, 0), items.count - 1)
  }

  func chooseSelected() {
    guard items.indices.contains(selectedIndex) else { return }
    coordinator?.showDetail(of: items[selectedIndex])
  }

  func tapHeaderButton() {
    coordinator?.showHeaderInfo()
  }

  func goBack() {
    coordinator?.goBack()
  }
}
