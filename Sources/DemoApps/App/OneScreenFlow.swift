import CoordinatorKit

/// A demo flow of one screen that leads nowhere further: a detail, a modal, a sheet that
/// returns a result. Starting shows ``screenRoute``; links and restoration can reach that screen
/// but never continue past it (``RouteFollowing``'s default for a leaf refuses every route), so
/// whoever opened the flow continues when it ends.
@MainActor
public protocol OneScreenFlow: RouteFollowing where Route == DemoRoute {
  /// The flow's one screen.
  var screenRoute: DemoRoute { get }
}

extension OneScreenFlow {
  /// Shows the flow's one screen.
  public func start() throws(NavigationError) {
    try show(screenRoute)
  }
}
