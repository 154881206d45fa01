import CoordinatorKit

/// The menu detail's presenter: the chosen row's text.
@MainActor
package final class MenuDetailPresenter: Presenter<MenuDetailCoordinator> {
  package let text: String

  package init(coordinator: MenuDetailCoordinator, text: String) {
    self.text = text
    super.init(coordinator: coordinator)
  }

  package func goBack() {
    coordinator?.close()
  }
}
