import CoordinatorDemos
import CoordinatorKit
import DemoApps
import Foundation
import FuzzSupport

/// Decodes any bytes as a saved navigation state of the demos. Every input that decodes must
/// pass the same invariants as a state built through the API, survive a round trip, plan to and
/// from other states, reach a navigator's host, and be shown by the terminal host and the demo.
@main
enum NavigationStateFuzzer {
  /// A state of the demos with its own identities, to plan to and from.
  @MainActor static let other = NavigationState(
    root: DemoRoute.picker, pushing: [.rainbow(.colour(index: 0)), .rainbow(.colour(index: 1))])

  static func main() {
    FuzzRunner.main { data in
      MainActor.assumeIsolated { check(data) }
    }
  }

  @MainActor
  static func check(_ data: Data) {
    guard let state = try? JSONDecoder().decode(NavigationState<DemoRoute>.self, from: data) else {
      return  // Not a state: the demo reports it and leaves the file alone.
    }
    StateChecks.checkInvariants(state, "a decoded state")
    StateChecks.checkRoundTrip(state)
    let bare: NavigationState<DemoRoute>
    do {
      bare = try NavigationState(root: state.root)
    } catch {
      require(false, "a decoded root cannot stand alone: \(error)")
      return
    }
    StateChecks.checkPlans(from: bare, to: state)
    StateChecks.checkPlans(from: state, to: bare)
    StateChecks.checkPlans(from: state, to: state)
    StateChecks.checkPlans(from: other, to: state)
    StateChecks.checkPlans(from: state, to: other)
    StateChecks.checkNavigator(state)
    StateChecks.checkTerminalHost(state)
    StateChecks.checkDemo(state)
  }
}
