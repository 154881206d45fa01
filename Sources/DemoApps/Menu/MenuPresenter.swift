import CoordinatorKit

/// The menu list's presenter: the rows, the selection, and the header button.
@MainActor
public final class MenuPresenter: Presenter<MenuCoordinator> {
  /// The header button's title.
  public let header: String
  /// The menu rows.
  public let items: [String]
  /// Whether the menu was opened from another demo (the picker), so it can go back to it.
  public let canGoBack: Bool
  /// The row the user selected.
  public private(set) var selectedIndex = 0

  init(coordinator: MenuCoordinator, repository: MenuRepository, canGoBack: Bool) {
    header = repository.header
    items = repository.items
    self.canGoBack = canGoBack
    super.init(coordinator: coordinator)
  }

  /// Moves the selection by `offset` rows, staying inside the menu.
  public func moveSelection(by offset: Int) {
    guard !items.isEmpty else { return }
    selectedIndex = min(max(selectedIndex + offset, 0), items.count - 1)
  }

  /// Asks the coordinator to show the selected row's detail.
  public func chooseSelected() {
    guard items.indices.contains(selectedIndex) else { return }
    coordinator?.showDetail(of: items[selectedIndex])
  }

  /// Asks the coordinator to show what the header button leads to.
  public func tapHeaderButton() {
    coordinator?.showHeaderInfo()
  }

  /// Leaves the menu, when it was opened from the picker.
  public func goBack() {
    coordinator?.goBack()
  }
}
