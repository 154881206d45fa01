/// A coordinator that shows screens on a ``Navigator``.
///
/// Every screen it shows is recorded as its own, so the engine can tell when its last screen
/// has left — popped, dismissed, replaced by a jump, or removed by a user gesture — and stop
/// it then. Its first screen is shown the way its parent chose (pushed onto the parent's
/// current stack, or presented in a new modal layer); later screens are pushed after it.
@MainActor
public protocol FlowCoordinator: Coordinator {
  /// The app's route type on this navigator.
  associatedtype Route

  /// The navigator this coordinator's screens live on, usually shared with its parent.
  var navigator: Navigator<Route> { get }
}

extension FlowCoordinator {
  /// The screens this coordinator shows now, bottom first.
  public var ownScreens: [Screen<Route>] {
    navigator.state.screens(ownedBy: identifier)
  }

  /// Makes `route` the navigator's only screen, owned by this coordinator: how a root
  /// coordinator shows its first screen, and how any coordinator resets the whole flow.
  @discardableResult
  public func show(asRoot route: Route) -> ScreenID {
    register()
    let state = NavigationState(root: route, owner: identifier)
    navigator.replace(with: state)
    return state.root.id
  }

  /// Shows the coordinator's first screen: as the navigator's root when the coordinator has no
  /// parent (it is the app's root), otherwise the way its parent chose.
  @discardableResult
  public func showFirstScreen(_ route: Route) throws(NavigationError) -> ScreenID {
    parent == nil ? show(asRoot: route) : try show(route)
  }

  /// Shows `route` as the coordinator's next screen: the first one the way the parent chose
  /// (see ``Coordinator/coordinate(to:style:)``), every later one pushed after it.
  @discardableResult
  public func show(_ route: Route) throws(NavigationError) -> ScreenID {
    register()
    if ownScreens.isEmpty {
      switch node.entryStyle {
      case .push: return try navigator.push(route, owner: identifier)
      case .sheet: return try navigator.present(route, as: .sheet, owner: identifier)
      case .cover: return try navigator.present(route, as: .cover, owner: identifier)
      }
    }
    return try navigator.push(route, owner: identifier)
  }

  /// Pushes `route` onto the top stack as this coordinator's screen.
  @discardableResult
  public func push(_ route: Route) throws(NavigationError) -> ScreenID {
    register()
    return try navigator.push(route, owner: identifier)
  }

  /// Presents `route` in a new modal layer as this coordinator's screen.
  @discardableResult
  public func present(_ route: Route, as style: ModalStyle) throws(NavigationError) -> ScreenID {
    register()
    return try navigator.present(route, as: style, owner: identifier)
  }

  /// Replaces the whole navigation state at once ("jump anywhere"); screens of other
  /// coordinators that are not in `state` leave, and those coordinators stop.
  public func jump(to state: NavigationState<Route>) {
    register()
    navigator.replace(with: state)
  }

  /// Goes back to this coordinator's first screen ("back to the start of my flow").
  @discardableResult
  public func popToFirstScreen() throws(NavigationError) -> NavigationOutcome<Route> {
    guard let first = ownScreens.first else { return .nothingToPop }
    return try navigator.pop(to: first.id)
  }

  /// Goes back to this coordinator's first screen and pushes `routes` after it, as one change
  /// ("jump within my flow": reset to the start, or go straight to the end).
  public func resetFlow(pushing routes: [Route]) throws(NavigationError) {
    guard let first = ownScreens.first else { return }
    let owner = identifier
    try navigator.update { (state) throws(NavigationError) in
      try state.pop(to: first.id)
      try state.push(contentsOf: routes, owner: owner)
    }
  }

  /// Removes this coordinator's screens and everything above them (popping or dismissing, as
  /// they were shown); this stops the coordinator. A coordinator that owns the root cannot
  /// remove it and is only stopped.
  ///
  /// - Throws: ``NavigationError/alertIsShowing(title:)`` while an alert is showing; the
  ///   screens then stay and the coordinator keeps running, so nothing is left orphaned.
  public func finishFlow() throws(NavigationError) {
    try removeOwnScreens()
    stop()
  }

  func removeOwnScreens() throws(NavigationError) {
    guard let first = ownScreens.first, first.id != navigator.state.root.id else { return }
    try navigator.update { (state) throws(NavigationError) in
      try state.removeScreens(startingAt: first.id)
    }
  }

  /// Lets the navigator stop this coordinator when its last screen leaves.
  private func register() {
    navigator.coordinatorDirectory.register(self)
  }
}
