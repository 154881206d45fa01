import CoordinatorKit

/// Builds every screen of the menu demo with its presenter, the coordinator injected and the
/// dependencies passed through: the MVP article's factory. It is the only code that resolves
/// services.
@MainActor
public struct MenuScreenFactory {
  /// The services the presenters need, registered by the app's composition root.
  public let dependencies: Dependencies

  /// A factory over `dependencies`.
  public init(dependencies: Dependencies) {
    self.dependencies = dependencies
  }

  /// The menu's presenter, with the repository resolved from the dependencies.
  ///
  /// - Throws: `DependencyError.missing` when no `MenuRepository` is registered.
  public func makeMenuPresenter(coordinator: MenuCoordinator) throws(DependencyError)
    -> MenuPresenter
  {
    MenuPresenter(
      coordinator: coordinator, repository: try dependencies.resolve(),
      canGoBack: coordinator.parent != nil)
  }

  /// A row's detail presenter.
  public func makeDetailPresenter(text: String, coordinator: MenuDetailCoordinator)
    -> MenuDetailPresenter
  {
    MenuDetailPresenter(coordinator: coordinator, text: text)
  }
}
