import CoordinatorKit

/// A demo flow of one screen that leads nowhere further: a detail, a modal, a sheet that
/// returns a result. Starting shows ``screenRoute``; links and restoration can reach that screen
/// but never continue past it (its `next` refuses every route), so whoever opened the flow
/// continues when it ends.
@MainActor
public protocol OneScreenFlow: FlowCoordinator where Route == DemoRoute {
  /// The flow's one screen.
  var screenRoute: DemoRoute { get }
}

extension OneScreenFlow {
  /// Shows the flow's one screen.
  public func start() throws(NavigationError) {
    try show(screenRoute)
  }

  /// Refuses every route: nothing goes over the flow's one screen.
  public func next(_ route: DemoRoute, style: PresentationStyle, after previous: DemoRoute)
    -> RouteStep<DemoRoute>
  {
    .refuse
  }
}
