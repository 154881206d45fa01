import CoordinatorKit

/// The menu detail's presenter: the chosen row's text.
@MainActor
final class MenuDetailPresenter: Presenter<MenuDetailCoordinator> {
  let text: String

  init(coordinator: MenuDetailCoordinator, text: String) {
    self.text = text
    super.init(coordinator: coordinator)
  }

  func goBack() {
    coordinator?.close()
  }
}
