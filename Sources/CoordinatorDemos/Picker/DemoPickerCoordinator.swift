import CoordinatorKit

/// The app's root when no demo is named: it lists the demos and pushes the chosen one's own
/// coordinator onto its stack (a nested flow that keeps its own state).
@MainActor
final class DemoPickerCoordinator: DemoScreenMaking, RouteReplaying {
  let node = CoordinatorNode()
  let navigator: Navigator<DemoRoute>
  private let makeDemo: (DemoKind) -> any RouteReplaying

  init(navigator: Navigator<DemoRoute>, makeDemo: @escaping (DemoKind) -> any RouteReplaying) {
    self.navigator = navigator
    self.makeDemo = makeDemo
  }

  func start() throws(NavigationError) {
    try showFirstScreen(.picker)
  }

  func makeModel(for screen: Screen<DemoRoute>) -> AnyObject? {
    DemoPickerViewModel(
      handleEvent: eventHandler { coordinator, event in
        switch event {
        case .choose(let kind): coordinator.open(kind)
        }
      })
  }

  private func open(_ kind: DemoKind) {
    attempt { () throws(NavigationError) in try coordinate(to: makeDemo(kind), style: .push) }
  }

  func replay(_ route: DemoRoute, style: PresentationStyle) throws(ReplayError)
    -> any RouteReplaying
  {
    let kind: DemoKind? =
      switch route {
      case .rainbow(.colour(index: 0)): .rainbow
      case .masterDetail(.master): .masterDetail
      case .mvvmc(.main): .mvvmc
      case .menu(.menu): .menu
      default: nil
      }
    guard let kind, style == .push else { throw .unexpectedScreen("\(route)", after: "the picker") }
    open(kind)
    guard let demo = children.last as? any RouteReplaying else {
      throw .unexpectedScreen("\(route)", after: "the picker")
    }
    return demo
  }
}
