import CoordinatorKit

/// A flow coordinator over `Int` routes that shows its route when it starts and can show more and
/// start children: the model-based tests drive many at random. The benchmarks start and stop it
/// too, from this same file (Benchmarks/Sources/coordinator-benchmarks links it), so what they
/// measure is the coordinator the tests check.
@MainActor
final class IntRouteFlow: FlowCoordinator {
  let node = CoordinatorNode()
  let navigator: Navigator<Int>
  let route: Int

  init(navigator: Navigator<Int>, route: Int) {
    self.navigator = navigator
    self.route = route
  }

  func start() throws(NavigationError) {
    try show(route)
  }
}
