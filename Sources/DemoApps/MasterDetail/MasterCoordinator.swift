import CoordinatorKit

/// Runs one Master screen. Where Detail appears (pushed or as a sheet) is this coordinator's
/// choice alone: the presenter and the view are the same either way.
@MainActor
public final class MasterCoordinator: Flow<DemoRoute> {
  let store: DateStore
  let detailStyle: PresentationStyle

  init(navigator: Navigator<DemoRoute>, store: DateStore, detailStyle: PresentationStyle) {
    self.store = store
    self.detailStyle = detailStyle
    super.init(navigator: navigator)
  }

  /// Shows this coordinator's first screen.
  public func start() throws(NavigationError) {
    try show(.masterDetail(.master))
  }

  /// The list's presenter, holding this coordinator weakly.
  public func makeModel(for route: DemoRoute) -> Any? {
    MasterPresenter(coordinator: self, store: store, canGoBack: parent != nil)
  }

  func showDetail(of date: String) {
    try? coordinate(to: makeDetail(of: date), style: detailStyle)
  }

  private func makeDetail(of date: String) -> DetailCoordinator {
    DetailCoordinator(navigator: navigator, date: date, store: store, detailStyle: detailStyle)
  }

  func showDetailRed(modally: Bool) {
    try? coordinate(
      to: DetailRedCoordinator(navigator: navigator), style: modally ? .modal(.sheet) : .push)
  }

  /// Back to the screen before this Master; the demo's own first Master has none.
  func goBack() {
    guard parent != nil else { return }
    close()
  }

  /// Detail the way this demo shows it, Detail Red pushed or as a sheet.
  public func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    switch route {
    case .masterDetail(.detail(let date)) where style == detailStyle:
      .startChild(makeDetail(of: date))
    case .masterDetail(.detailRed) where style != .modal(.cover):
      .startChild(DetailRedCoordinator(navigator: navigator))
    default:
      .refuse
    }
  }

}
