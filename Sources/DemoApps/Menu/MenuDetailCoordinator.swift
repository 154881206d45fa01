import CoordinatorKit

/// Runs one menu detail.
@MainActor
public final class MenuDetailCoordinator: DemoCoordinator, DemoScreenMaking, OneScreenFlow {
  package let text: String
  private let factory: MenuScreenFactory

  package init(navigator: Navigator<DemoRoute>, text: String, factory: MenuScreenFactory) {
    self.text = text
    self.factory = factory
    super.init(navigator: navigator)
  }

  /// The flow's one screen.
  public var screenRoute: DemoRoute { .menu(.detail(text: text)) }

  package func makeModel(for screen: NavigationScreen<DemoRoute>) -> DemoScreenModel? {
    .menuDetail(factory.makeDetailPresenter(text: text, coordinator: self))
  }
}
