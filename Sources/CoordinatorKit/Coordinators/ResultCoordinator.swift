/// A coordinator whose flow produces a typed result for its parent: a picker, a login, a form.
///
/// A result has one place to go, fixed when the child is made: the handler given to
/// ``reportingResult(to:)``. Make the child in one factory method of the parent and use it both
/// where the app starts the child and where a link or a restoration does
/// (``RouteStep/startChild(_:as:)``), so the result reaches the same code however the child began:
///
/// ```swift
/// private func makePicker() -> PickerCoordinator {
///   PickerCoordinator(navigator: navigator).reportingResult { [weak self] result in
///     self?.recipient = result.value ?? self?.recipient
///   }
/// }
/// func pickRecipient() { try? coordinate(to: makePicker(), style: .modal(.sheet)) }
/// // in next(_:style:after:): case .picker: .startChild(makePicker())
/// ```
///
/// The handler runs exactly once: with ``FlowResult/finished(_:)`` when the child calls
/// ``finish(with:overridingLeaveGuards:)``, or with ``FlowResult/cancelled`` when its screens were
/// removed first (a gesture, a jump), it was stopped, its start failed, or the task waiting for it
/// was cancelled. Code that must wait until the flow ends (a guard's sign-in) awaits
/// ``Coordinator/coordinateUntilEnded(to:style:)``; the result still goes to the handler.
///
/// The result's type, ``Output``, is inferred from the base class
/// ``ResultFlowCoordinatorBase`` (`Output` is its second generic argument); a coordinator that
/// does not inherit from it names the type once, `typealias Output = MailContact`.
///
/// ```swift
/// final class PickerCoordinator: ResultFlowCoordinatorBase<AppRoute, MailContact>,
///   FlowCoordinator, ResultCoordinator
/// {
///   func start() throws(NavigationError) { try show(.contacts) }
///   func choose(_ contact: MailContact) { try? finish(with: contact) }
/// }
/// ```
@MainActor
public protocol ResultCoordinator: Coordinator {
  /// What the flow produces; `Sendable`, so a handler may pass it to other tasks.
  associatedtype Output: Sendable
}

extension ResultCoordinator {
  /// Ends the flow with `result`: its screens leave (when it shows any), it stops, and its
  /// result handler (see ``reportingResult(to:)``) receives the result. Finishing a flow that
  /// already ended does nothing.
  ///
  /// It never discards unsaved changes silently, as ``FlowCoordinator/finishFlow(overridingLeaveGuards:)``:
  /// when a screen that would leave is leave-guarded (see ``LeaveGuarding``), it throws; clear
  /// the guard first, or discard with `overridingLeaveGuards: true`.
  ///
  /// - Throws: ``NavigationError/alertIsShowing(title:)`` while an alert is showing over its
  ///   screens, ``NavigationError/leaveGuarded(screens:)`` or
  ///   ``NavigationError/leaveQuestionOpen(screens:)``; the flow then keeps running, its screens
  ///   stay, and the handler is not called.
  public func finish(with result: Output, overridingLeaveGuards: Bool = false)
    throws(NavigationError)
  {
    guard isRunning else { return }
    if let host = node.screenHost {
      try host.refuseIfScreensCannotLeave(ownedBy: identifier)
      if !overridingLeaveGuards {
        try host.refuseToEndWithoutAsking(self)
      }
    }
    node.pendingResult = FinishedValue(value: result)
    stop()
  }

  /// Gives the flow the one place its result goes: `handler` hears how the flow ends, exactly
  /// once, however the flow was started (by the app with ``Coordinator/coordinate(to:style:)``,
  /// by a link or a restoration through ``RouteStep/startChild(_:as:)``). Call it where the child
  /// is made; a later call replaces the handler.
  ///
  /// - Returns: The coordinator itself, so the call chains onto its initializer.
  @discardableResult
  public func reportingResult(to handler: @escaping @MainActor (FlowResult<Output>) -> Void)
    -> Self
  {
    node.resultHandler = { finished in
      if let value = finished?.value as? Output {
        handler(.finished(value))
      } else {
        handler(.cancelled)
      }
    }
    return self
  }
}
