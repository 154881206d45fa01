import CoordinatorKit

/// Keeps the last navigation request the engine refused, so the inspector can show it instead
/// of the demo failing silently.
@MainActor
package enum RefusalLog {
  private(set) static var lastRefusal: NavigationError?

  package static func record(_ error: NavigationError) {
    lastRefusal = error
  }
}

extension FlowCoordinator {
  /// Runs a navigation request; a refusal is logged (the state is unchanged by the engine).
  package func attempt(_ request: () throws(NavigationError) -> Void) {
    do {
      try request()
    } catch {
      RefusalLog.record(error)
    }
  }

  /// Ends this coordinator's flow, logging a refusal (its screens then stay).
  package func close() {
    attempt { () throws(NavigationError) in try finishFlow() }
  }
}

extension ResultCoordinator where Self: FlowCoordinator {
  /// Ends the flow with `result`, logging a refusal (the flow then keeps running).
  package func close(with result: Result) {
    attempt { () throws(NavigationError) in try finish(with: result) }
  }
}
