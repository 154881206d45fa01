import CoordinatorKit

/// Runs one Detail screen, which can open Master again (so chains grow).
@MainActor
final class DetailCoordinator: DemoScreenMaking, RouteReplaying {
  let node = CoordinatorNode()
  let navigator: Navigator<DemoRoute>
  let date: String
  private let store: DateStore
  private let detailStyle: PresentationStyle

  init(
    navigator: Navigator<DemoRoute>, date: String, store: DateStore,
    detailStyle: PresentationStyle
  ) {
    self.navigator = navigator
    self.date = date
    self.store = store
    self.detailStyle = detailStyle
  }

  func start() throws(NavigationError) {
    try show(.masterDetail(.detail(date: date)))
  }

  func makeModel(for screen: Screen<DemoRoute>) -> AnyObject? {
    DetailPresenter(coordinator: self, date: date)
  }

  func showMaster() {
    let master = MasterCoordinator(navigator: navigator, store: store, detailStyle: detailStyle)
    attempt { () throws(NavigationError) in try coordinate(to: master, style: .push) }
  }

  func replay(_ route: DemoRoute, style: PresentationStyle) throws(ReplayError)
    -> any RouteReplaying
  {
    guard route == .masterDetail(.master), style == .push else {
      throw .unexpectedScreen("\(route)", after: "Detail")
    }
    showMaster()
    guard let master = children.last as? MasterCoordinator else {
      throw .unexpectedScreen("\(route)", after: "Detail")
    }
    return master
  }
}
