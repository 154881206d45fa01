/// How a coordinator's flow continues to the next screen of a target.
@MainActor
public indirect enum RouteStep<Route: Equatable> {
  /// The coordinator shows the screen itself, as its next screen.
  case showScreen
  /// A new child coordinator shows the screen as its first and continues from there, shown
  /// with `style` when given (see ``ChildFlow``), else as the target asks.
  case startChild(any FlowCoordinator<Route>, as: PresentationStyle? = nil)
  /// The screen needs `condition` first (signed in, a purchase); then the flow continues as
  /// `then` says.
  case guarded(by: RouteGuard, then: RouteStep<Route>)
  /// The flow does not lead there: following the target fails and changes nothing.
  case refuse
}
