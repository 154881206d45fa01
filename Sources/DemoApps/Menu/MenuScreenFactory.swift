import CoordinatorKit

/// Builds every screen of the menu demo with its presenter, the coordinator injected and the
/// dependencies passed through: the MVP article's factory.
@MainActor
package struct MenuScreenFactory {
  package let dependencies: Dependencies

  package func makeMenuPresenter(coordinator: MenuCoordinator) throws(DependencyError)
    -> MenuPresenter
  {
    MenuPresenter(
      coordinator: coordinator, repository: try dependencies.resolve(),
      canGoBack: coordinator.parent != nil)
  }

  package func makeDetailPresenter(text: String, coordinator: MenuDetailCoordinator)
    -> MenuDetailPresenter
  {
    MenuDetailPresenter(coordinator: coordinator, text: text)
  }
}
