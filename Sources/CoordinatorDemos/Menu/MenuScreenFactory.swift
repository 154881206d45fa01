import CoordinatorKit

/// Builds every screen of the menu demo with its presenter, the coordinator injected and the
/// dependencies passed through: the MVP article's factory.
@MainActor
struct MenuScreenFactory {
  let dependencies: Dependencies

  func makeMenuPresenter(coordinator: MenuCoordinator) throws(DependencyError) -> MenuPresenter {
    MenuPresenter(
      coordinator: coordinator, repository: try dependencies.resolve(),
      canGoBack: coordinator.parent != nil)
  }

  func makeDetailPresenter(text: String, coordinator: MenuDetailCoordinator) -> MenuDetailPresenter
  {
    MenuDetailPresenter(coordinator: coordinator, text: text)
  }
}
