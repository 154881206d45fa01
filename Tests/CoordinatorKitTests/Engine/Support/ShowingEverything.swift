import CoordinatorKit

/// A root flow that shows every route a target names as its own screen: what restoration tests
/// follow targets with when the routes themselves do not matter.
final class ShowingEverything: Flow<String> {
  func start() throws(NavigationError) { try show("list") }
  func next(_ route: String, style: PresentationStyle, after previous: String) -> RouteStep<String>
  {
    .showScreen
  }
}
