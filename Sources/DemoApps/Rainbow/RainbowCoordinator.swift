import CoordinatorKit

/// Runs the rainbow: seven coloured screens on one stack, Index N being the N-th push, and the
/// mint modal through a child coordinator.
@MainActor
public final class RainbowCoordinator: Flow<DemoRoute> {
  /// Shows this coordinator's first screen.
  public func start() throws(NavigationError) {
    try show(.rainbow(.colour(index: 0)))
  }

  /// Each colour's view model; this coordinator decides what its events mean.
  public func makeModel(for route: DemoRoute) -> Any? {
    guard case .rainbow(.colour(let index)) = route else { return nil }
    return ColourViewModel(
      index: index, handleEvent: eventHandler { try $0.handle($1, onScreenAt: index) })
  }

  private func handle(_ event: ColourEvent, onScreenAt index: Int) throws(NavigationError) {
    switch event {
    case .next where index < RainbowColour.lastIndex:
      try show(.rainbow(.colour(index: index + 1)))
    case .back where index > 0:
      try navigator.pop()
    case .showModal:
      try coordinate(to: makeModal(), style: .modal(.cover))
    case .root:
      try resetFlow(pushing: [])
    case .end:
      try resetFlow(pushing: Self.endRoutes)
    case .next, .back:
      break  // Next on purple and Back on red do nothing, as their buttons are hidden.
    }
  }

  private static var endRoutes: [DemoRoute] {
    (1...RainbowColour.lastIndex).map { .rainbow(.colour(index: $0)) }
  }

  private func makeModal() -> RainbowModalCoordinator {
    RainbowModalCoordinator(
      navigator: navigator,
      changeStackBelow: eventHandler { try $0.changeStack(below: $1) })
  }

  /// Changes the coloured screens under the modal, which stays up until it closes itself.
  private func changeStack(below jump: MintModalEvent) throws {
    guard let first = ownScreens.first else { return }
    let routes = jump == .end ? Self.endRoutes : []
    let owner = identifier
    try navigator.update { state in
      try state.replacePushes(after: first.id, with: routes, owner: owner)
    }
  }

  /// A colour follows the one before it; the mint modal is a cover over any colour.
  public func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    switch (route, previous) {
    case (.rainbow(.colour(let index)), .rainbow(.colour(let before)))
    where index == before + 1 && style == .push:
      .showScreen
    case (.rainbow(.mintModal), .rainbow(.colour)) where style == .modal(.cover):
      .startChild(makeModal())
    default:
      .refuse
    }
  }
}
