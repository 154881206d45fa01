import CoordinatorKit

extension FlowCoordinator {
  /// Ends this coordinator's flow; a refusal (its screens then stay) reaches the navigator's
  /// refusal observers, which the inspector shows.
  func close() {
    _ = try? finishFlow()
  }
}

extension ResultCoordinator where Self: FlowCoordinator {
  /// Ends the flow with `result`; a refusal (the flow then keeps running) reaches the
  /// navigator's refusal observers.
  func close(with result: Output) {
    try? finish(with: result)
  }
}
