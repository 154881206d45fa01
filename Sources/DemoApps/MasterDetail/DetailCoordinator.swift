import CoordinatorKit

/// Runs one Detail screen, which can open Master again (so chains grow).
@MainActor
package final class DetailCoordinator: DemoScreenMaking, RouteFollowing {
  package let node = CoordinatorNode()
  package let navigator: Navigator<DemoRoute>
  package let date: String
  private let store: DateStore
  private let detailStyle: PresentationStyle

  package init(
    navigator: Navigator<DemoRoute>, date: String, store: DateStore,
    detailStyle: PresentationStyle
  ) {
    self.navigator = navigator
    self.date = date
    self.store = store
    self.detailStyle = detailStyle
  }

  package func start() throws(NavigationError) {
    try show(.masterDetail(.detail(date: date)))
  }

  package func makeModel(for screen: Screen<DemoRoute>) -> DemoScreenModel? {
    .detail(DetailPresenter(coordinator: self, date: date))
  }

  package func showMaster() {
    let master = makeMaster()
    attempt { () throws(NavigationError) in try coordinate(to: master, style: .push) }
  }

  private func makeMaster() -> MasterCoordinator {
    MasterCoordinator(navigator: navigator, store: store, detailStyle: detailStyle)
  }

  /// Master again, pushed.
  package func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    guard route == .masterDetail(.master), style == .push else { return .refuse }
    return .startChild(makeMaster())
  }

}
