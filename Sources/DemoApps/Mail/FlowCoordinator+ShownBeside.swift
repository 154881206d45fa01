import CoordinatorKit

extension FlowCoordinator where Route == DemoRoute {
  /// Reads the route of the screen pushed right after this flow's screen showing `list` (the page
  /// a list shows beside it), for the list's model. The list's screen is looked up among this
  /// flow's screens once, on the first read that finds it (a model is made while its screen is
  /// shown), so later reads, one per change, search no screens of the flow.
  func routeShownBeside(_ list: DemoRoute) -> () -> DemoRoute? {
    var listScreen: ScreenID?
    return { [weak self] in
      guard let self else { return nil }
      if listScreen == nil {
        listScreen = ownScreens.first { $0.route == list }?.id
      }
      guard let listScreen else { return nil }
      return navigator.state.screen(pushedAfter: listScreen)?.route
    }
  }
}
