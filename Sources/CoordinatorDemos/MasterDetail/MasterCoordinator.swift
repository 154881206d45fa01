import CoordinatorKit

/// Runs one Master screen. Where Detail appears (pushed or as a sheet) is this coordinator's
/// choice alone: the presenter and the view are the same either way.
@MainActor
final class MasterCoordinator: DemoScreenMaking, RouteReplaying {
  let node = CoordinatorNode()
  let navigator: Navigator<DemoRoute>
  let store: DateStore
  let detailStyle: PresentationStyle

  init(navigator: Navigator<DemoRoute>, store: DateStore, detailStyle: PresentationStyle) {
    self.navigator = navigator
    self.store = store
    self.detailStyle = detailStyle
  }

  func start() throws(NavigationError) {
    try showFirstScreen(.masterDetail(.master))
  }

  func makeModel(for screen: Screen<DemoRoute>) -> AnyObject? {
    MasterPresenter(coordinator: self, store: store, canGoBack: parent != nil)
  }

  func showDetail(of date: String) {
    let detail = DetailCoordinator(
      navigator: navigator, date: date, store: store, detailStyle: detailStyle)
    attempt { () throws(NavigationError) in try coordinate(to: detail, style: detailStyle) }
  }

  func showDetailRed(modally: Bool) {
    let red = DetailRedCoordinator(navigator: navigator)
    attempt { () throws(NavigationError) in
      try coordinate(to: red, style: modally ? .sheet : .push)
    }
  }

  /// Back to the screen before this Master; the demo's own first Master has none.
  func goBack() {
    guard parent != nil else { return }
    close()
  }

  func replay(_ route: DemoRoute, style: PresentationStyle) throws(ReplayError)
    -> any RouteReplaying
  {
    switch route {
    case .masterDetail(.detail(let date)) where style == detailStyle:
      showDetail(of: date)
    case .masterDetail(.detailRed):
      showDetailRed(modally: style.isModal)
    default:
      throw .unexpectedScreen("\(route)", after: "Master")
    }
    guard let child = children.last as? any RouteReplaying else {
      throw .unexpectedScreen("\(route)", after: "Master")
    }
    return child
  }
}
