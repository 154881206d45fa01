import CoordinatorKit

/// Runs one Detail screen, which can open Master again (so chains grow).
@MainActor
public final class DetailCoordinator: Flow<DemoRoute> {
  let date: String
  private let store: DateStore
  private let detailStyle: PresentationStyle

  init(
    navigator: Navigator<DemoRoute>, date: String, store: DateStore,
    detailStyle: PresentationStyle
  ) {
    self.date = date
    self.store = store
    self.detailStyle = detailStyle
    super.init(navigator: navigator)
  }

  /// Shows this coordinator's first screen.
  public func start() throws(NavigationError) {
    try show(.masterDetail(.detail(date: date)))
  }

  /// The detail's presenter, told whether the detail was pushed or presented.
  public func makeModel(for route: DemoRoute) -> Any? {
    DetailPresenter(coordinator: self, date: date, isModal: node.entryStyle.isModal)
  }

  func showMaster() {
    try? coordinate(to: makeMaster(), style: .push)  // Master again, as a child: the chain grows
  }

  private func makeMaster() -> MasterCoordinator {
    MasterCoordinator(navigator: navigator, store: store, detailStyle: detailStyle)
  }

  /// Master again, pushed.
  public func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    guard route == .masterDetail(.master), style == .push else { return .refuse }
    return .startChild(makeMaster())
  }

}
