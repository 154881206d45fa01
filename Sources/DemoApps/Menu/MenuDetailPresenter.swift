import CoordinatorKit

/// The menu detail's presenter: the chosen row's text.
@MainActor
public final class MenuDetailPresenter: Presenter<MenuDetailCoordinator> {
  /// The text of the chosen row.
  public let text: String

  init(coordinator: MenuDetailCoordinator, text: String) {
    self.text = text
    super.init(coordinator: coordinator)
  }

  /// Leaves this detail.
  public func goBack() {
    coordinator?.close()
  }
}
