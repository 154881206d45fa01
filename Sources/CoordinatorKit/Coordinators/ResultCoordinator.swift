/// A coordinator whose flow produces a typed result for its parent: a picker, a login, a form.
///
/// The parent awaits it — `let colour = await coordinateForResult(to: picker)` — and is resumed
/// exactly once: with ``FlowResult/finished(_:)`` when the child calls ``finish(with:)``, or with
/// ``FlowResult/cancelled`` when its screens were removed first or it was stopped.
@MainActor
public protocol ResultCoordinator: Coordinator {
  /// What the flow produces; `Sendable`, because it crosses to the awaiting parent.
  associatedtype Result: Sendable
}

extension ResultCoordinator {
  /// Ends the flow with `result`: its screens leave (when it shows any), it stops, and the
  /// awaiting parent receives the result. Finishing a flow that already ended does nothing.
  ///
  /// - Throws: ``NavigationError/alertIsShowing(title:)`` when its screens cannot leave yet;
  ///   the flow then keeps running and the parent is not resumed.
  public func finish(with result: Result) throws(NavigationError) {
    guard isRunning else { return }
    try node.screenHost?.refuseIfScreensCannotLeave(ownedBy: identifier)
    node.pendingResult = FinishedValue(value: result)
    stop()
  }
}

extension ResultCoordinator {
  /// Makes `handler` hear how this flow ends, exactly once: for a child a parent hands to a
  /// target (``RouteStep/startChild(_:)``) instead of starting it itself.
  @discardableResult
  public func reportingResult(to handler: @escaping @MainActor (FlowResult<Result>) -> Void)
    -> Self
  {
    node.resultHandler = { finished in
      if let value = finished?.value as? Result {
        handler(.finished(value))
      } else {
        handler(.cancelled)
      }
    }
    return self
  }
}

extension Coordinator {
  /// Starts `child` and calls `onResult` exactly once when it ends: with
  /// ``FlowResult/finished(_:)`` after ``ResultCoordinator/finish(with:)``, otherwise with
  /// ``FlowResult/cancelled`` (its screens were removed, it was stopped, or it failed to start).
  ///
  /// The callback runs synchronously as the child stops, which keeps ordering deterministic for
  /// hosts that replay input; ``coordinateForResult(to:style:)`` is its `async` form.
  public func coordinate<Child: ResultCoordinator>(
    to child: Child, style: PresentationStyle = .push,
    onResult: @escaping @MainActor (FlowResult<Child.Result>) -> Void
  ) {
    guard child.node.phase == .idle else {
      onResult(.cancelled)
      return
    }
    child.reportingResult(to: onResult)
    do {
      try coordinate(to: child, style: style)
    } catch {
      // A child that started and failed was stopped, which already reported the cancellation.
      if child.node.resultHandler != nil {
        child.node.resultHandler = nil
        onResult(.cancelled)
      }
    }
  }

  /// Starts `child` and waits for its result: the `async` form of
  /// ``coordinate(to:style:onResult:)``, named apart from ``coordinate(to:style:)`` (which starts
  /// a child and returns at once) so a call site says which one it is.
  ///
  /// - Returns: ``FlowResult/finished(_:)`` with the child's result, or
  ///   ``FlowResult/cancelled`` when the child ended any other way, including failing to start.
  public func coordinateForResult<Child: ResultCoordinator>(
    to child: Child, style: PresentationStyle = .push
  ) async -> FlowResult<Child.Result> {
    await withCheckedContinuation { continuation in
      coordinate(to: child, style: style) { continuation.resume(returning: $0) }
    }
  }
}
