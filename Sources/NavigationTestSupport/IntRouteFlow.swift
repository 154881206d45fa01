import CoordinatorKit

/// A flow coordinator over `Int` routes that shows its route when it starts and can show more and
/// start children: the model-based tests drive many at random, and the benchmarks start and stop
/// it too, so what they measure is the coordinator the tests check.
@MainActor
package final class IntRouteFlow: FlowCoordinator {
  package let node = CoordinatorNode()
  package let navigator: Navigator<Int>
  package let route: Int

  package init(navigator: Navigator<Int>, route: Int) {
    self.navigator = navigator
    self.route = route
  }

  package func start() throws(NavigationError) {
    try show(route)
  }

  /// A chain: each next route is the previous one plus one, shown by a new child of its own, so
  /// restoring a chain starts a coordinator per screen (the most a state of its size can need).
  package func next(_ route: Int, style: PresentationStyle, after previous: Int) -> RouteStep<Int> {
    route == previous + 1 ? .startChild(IntRouteFlow(navigator: navigator, route: route)) : .refuse
  }
}
