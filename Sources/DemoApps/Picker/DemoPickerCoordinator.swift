import CoordinatorKit

/// The app's root when no demo is named: it lists the demos and pushes the chosen one's own
/// coordinator onto its stack (a nested flow that keeps its own state); a demo with tabs takes
/// the whole window instead, through ``showDemoWithTabs``.
@MainActor
public final class DemoPickerCoordinator: Flow<DemoRoute> {
  private let makeDemo: (DemoKind) -> (any FlowCoordinator<DemoRoute>)?
  /// Shows a demo whose base is a tab bar in place of the picker (tabs cannot be pushed).
  var showDemoWithTabs: ((DemoKind) -> Void)?

  init(
    navigator: Navigator<DemoRoute>,
    makeDemo: @escaping (DemoKind) -> (any FlowCoordinator<DemoRoute>)?
  ) {
    self.makeDemo = makeDemo
    super.init(navigator: navigator)
  }

  /// Shows this coordinator's first screen.
  public func start() throws(NavigationError) {
    try show(.picker)
  }

  /// The list of demos; choosing one opens it.
  public func makeModel(for route: DemoRoute) -> Any? {
    DemoPickerViewModel(handleEvent: eventHandler { $0.open($1) })
  }

  private func open(_ kind: DemoKind) {
    guard let demo = makeDemo(kind) else {
      showDemoWithTabs?(kind)
      return
    }
    try? coordinate(to: demo, style: .push)
  }

  /// A demo's first screen, pushed: that demo's own coordinator.
  public func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    let kind: DemoKind? =
      switch route {
      case .rainbow(.colour(index: 0)): .rainbow
      case .masterDetail(.master): .masterDetail
      case .mvvmc(.main): .mvvmc
      case .menu(.menu): .menu
      default: nil
      }
    guard let kind, style == .push, let demo = makeDemo(kind) else { return .refuse }
    return .startChild(demo)
  }

}
