import CoordinatorKit

/// Runs one menu detail.
@MainActor
public final class MenuDetailCoordinator: DemoCoordinator, DemoScreenMaking, RouteFollowing {
  package let text: String
  private let factory: MenuScreenFactory

  package init(navigator: Navigator<DemoRoute>, text: String, factory: MenuScreenFactory) {
    self.text = text
    self.factory = factory
    super.init(navigator: navigator)
  }

  /// Shows this coordinator's first screen.
  public func start() throws(NavigationError) {
    try show(.menu(.detail(text: text)))
  }

  package func makeModel(for screen: Screen<DemoRoute>) -> DemoScreenModel? {
    .menuDetail(factory.makeDetailPresenter(text: text, coordinator: self))
  }

  /// How this coordinator reaches `route` after `previous`, for links and restoration.
  public func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    .refuse  // A detail leads nowhere.
  }

}
