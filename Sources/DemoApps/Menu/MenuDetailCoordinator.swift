import CoordinatorKit

/// Runs one menu detail. A leaf: it keeps ``FlowCoordinator``'s default `next`.
@MainActor
public final class MenuDetailCoordinator: FlowCoordinatorBase<DemoRoute>, OneScreenFlow {
  let text: String
  private let factory: MenuScreenFactory

  init(navigator: Navigator<DemoRoute>, text: String, factory: MenuScreenFactory) {
    self.text = text
    self.factory = factory
    super.init(navigator: navigator)
  }

  /// The flow's one screen.
  public var screenRoute: DemoRoute { .menu(.detail(text: text)) }

  /// The detail's presenter, built by the factory.
  public func makeModel(for route: DemoRoute) -> Any? {
    factory.makeDetailPresenter(text: text, coordinator: self)
  }
}
