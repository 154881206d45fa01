import CoordinatorKit
@_spi(UIKitModel) import UIKit

/// A screen's view controller, titled by its route: what the tab journeys show.
@MainActor
final class RouteController: UIViewController {
  let screen: ScreenID

  init(screen: NavigationScreen<String>) {
    self.screen = screen.id
    super.init(nibName: nil, bundle: nil)
    title = screen.route
  }

  required init?(coder: NSCoder) { nil }
}

/// A tab's flow that only owns its tab's root: it needs no `start()`.
@MainActor
final class RootOnlyFlow: Flow<String> {}
