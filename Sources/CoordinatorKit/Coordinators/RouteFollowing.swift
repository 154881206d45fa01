/// A flow coordinator that can be rebuilt from routes: given the next screen of a target, it
/// says how its flow continues there. One mechanism serves deep links and state restoration:
/// the engine asks each coordinator in turn and builds the screens and coordinators the target
/// needs, keeping those it already has.
///
/// ```swift
/// func next(_ route: Route, style: PresentationStyle, after previous: Route) -> RouteStep<Route> {
///   switch route {
///   case .detail(let id): .startChild(DetailCoordinator(navigator: navigator, id: id))
///   case .settings: .showScreen
///   default: .refuse
///   }
/// }
/// ```
///
/// Decide from the route and the one before it: the engine asks before it builds anything, so
/// that a target the flow does not lead to changes nothing. A coordinator reached this way is not
/// `start()`ed: the route is its first screen.
@MainActor
public protocol RouteFollowing<Route>: FlowCoordinator {
  /// The app's route type.
  associatedtype Route

  /// How this flow continues to `route`, shown with `style`, right after the screen showing
  /// `previous` (the root's route for the first screen over the root).
  func next(_ route: Route, style: PresentationStyle, after previous: Route) -> RouteStep<Route>
}
