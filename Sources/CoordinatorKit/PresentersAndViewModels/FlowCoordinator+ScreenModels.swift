extension FlowCoordinator where ScreenModel == Never {
  /// No model: every screen of this coordinator is drawn from its route alone.
  public func makeModel(for route: Route) -> Never? {
    nil
  }
}

extension FlowCoordinator {
  /// The screen's own route: nothing in its model differs from it.
  public func savedRoute(for route: Route) -> Route {
    route
  }
}

extension FlowCoordinator {
  /// Whether this coordinator makes models (its ``ScreenModel`` is not `Never`): a comparison of
  /// two types, so a host may ask it for every screen whose content it makes.
  fileprivate var makesModels: Bool {
    ScreenModel.self != Never.self
  }

  /// ``makeModel(for:)`` for a route of any type: `nil` unless it is this coordinator's.
  fileprivate func makeModel<Other>(forRoute route: Other) -> Any? {
    guard let own = route as? Route, let model = makeModel(for: own) else { return nil }
    return model
  }

  /// ``savedRoute(for:)`` for a route of any type: `nil` unless it is this coordinator's.
  fileprivate func savedRoute<Other>(forRoute route: Other) -> Other? {
    guard let own = route as? Route else { return nil }
    return savedRoute(for: own) as? Other
  }
}

extension Navigator {
  /// The model of `screen`, made from its route by the coordinator that owns it (see
  /// ``FlowCoordinator/makeModel(for:)``); `nil` when its owner makes no models or the screen has
  /// no running owner. Each call makes a model: hosts call it once per screen and keep what it
  /// made while the screen stays. Screens of different coordinators have models of different
  /// types: a host picks the content for each by its type with ``ScreenDestinations``.
  public func model(for screen: NavigationScreen<Route>) -> Any? {
    guard let maker = coordinator(owning: screen) as? any FlowCoordinator, maker.makesModels else {
      return nil
    }
    return maker.makeModel(forRoute: screen.route)
  }

  /// Whether the content of a screen owned by `owner` holds a model: its owner runs here and
  /// makes models (its ``FlowCoordinator/ScreenModel`` is not `Never`). A host keeps such content
  /// while the screen stays, route updates included; content without one is drawn from the
  /// screen's route alone. It costs a lookup and a comparison of two types.
  package func makesModels(forScreenOwnedBy owner: CoordinatorID?) -> Bool {
    guard let owner else { return false }
    return (owners?.owner(withID: owner) as? any FlowCoordinator)?.makesModels == true
  }
}

extension Navigator {
  /// The state to save for a later launch: ``state`` with the route of each screen whose running
  /// owner makes models replaced by what that owner's ``FlowCoordinator/savedRoute(for:)`` gives
  /// for the screen's route, so a value a model holds live (a draft being typed) is saved without
  /// updating the route on every change. It equals ``state`` when no owner gives another route.
  ///
  /// Every way of saving a state uses it (`navigatorScene` in SwiftUI,
  /// `NavigatorHost.attach(to:options:links:)` in UIKit): read it when saving, never per change. Without a
  /// running owner that makes models it costs the number of owners; otherwise it walks the
  /// screens once, asks only those whose owner makes models, and rebuilds the state once, above
  /// the lowest screen whose route differs.
  public var stateToSave: NavigationState<Route> {
    var saved = state
    // Unsaved changes as they are now, though the state hears of them a turn later.
    let unsaved = owners?.runningOwners { ($0 as? any LeaveGuarding)?.hasUnsavedChanges == true }
    for owner in (unsaved ?? [:]).keys { saved.setOwnerLeaveGuard(true, for: owner) }
    guard
      let makers = owners?.runningOwners(where: {
        ($0 as? any FlowCoordinator)?.makesModels == true
      }),
      !makers.isEmpty
    else { return saved }
    var changed: [(screen: ScreenID, route: Route)] = []
    for screen in saved.screens {
      guard let owner = screen.owner, let maker = makers[owner] as? any FlowCoordinator,
        let route = maker.savedRoute(forRoute: screen.route), route != screen.route
      else { continue }
      changed.append((screen.id, route))
    }
    guard !changed.isEmpty else { return saved }
    saved.replaceRoutes(Dictionary(changed, uniquingKeysWith: { _, last in last }))
    return saved
  }
}
