/// The everyday requests, one call each: pop and dismiss. Like every request they apply and
/// return what they did, or throw and change nothing; they never remove a screen with unsaved
/// changes silently (see ``LeaveGuarding``): the plain form is refused with
/// ``NavigationError/leaveGuarded(screens:)``, the `AfterAsking` form asks first and says whether
/// it applied, and only `overridingLeaveGuards: true` discards.
extension Navigator {
  /// Pops the top screen of the top stack. See ``NavigationState/pop()``.
  ///
  /// - Parameter overridingLeaveGuards: `true` discards a guarded screen's changes without
  ///   asking.
  /// - Returns: What left, or ``NavigationOutcome/nothingToPop`` at a stack's root (nothing
  ///   changed).
  /// - Throws: ``NavigationError/leaveGuarded(screens:)`` for a guarded screen (ask with
  ///   ``popAfterAsking()``), ``NavigationError/leaveQuestionOpen(screens:)`` while a leave
  ///   question is open, ``NavigationError/alertIsShowing(title:)``; nothing changed.
  @discardableResult
  public func pop(overridingLeaveGuards: Bool = false) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    try performRequest(overridingLeaveGuards: overridingLeaveGuards) {
      (state) throws(NavigationError) in try state.pop()
    }
  }

  /// Dismisses the top modal layer with everything pushed in it. See
  /// ``NavigationState/dismiss()``.
  ///
  /// - Parameter overridingLeaveGuards: `true` discards guarded screens' changes without asking.
  /// - Returns: What left, or ``NavigationOutcome/nothingToDismiss`` when nothing is presented.
  /// - Throws: ``NavigationError/leaveGuarded(screens:)`` when a screen in the layer is guarded
  ///   (ask with ``dismissAfterAsking()``), ``NavigationError/leaveQuestionOpen(screens:)``,
  ///   ``NavigationError/alertIsShowing(title:)``; nothing changed.
  @discardableResult
  public func dismiss(overridingLeaveGuards: Bool = false) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    try performRequest(overridingLeaveGuards: overridingLeaveGuards) {
      (state) throws(NavigationError) in try state.dismiss()
    }
  }

  /// Pops the top screen after asking its coordinator when it holds unsaved changes ("Discard
  /// changes?").
  ///
  /// - Returns: Whether it popped; `false` when the coordinator kept its screen or there was
  ///   nothing to pop (nothing changed).
  /// - Throws: ``NavigationError/alertIsShowing(title:)``; nothing changed.
  @discardableResult
  public func popAfterAsking() async throws(NavigationError) -> Bool {
    let outcome = try await askThenUpdate { (state) throws(NavigationError) in try state.pop() }
    return try outcome.value()?.didChange ?? false
  }

  /// Dismisses the top modal layer after asking the coordinators of its guarded screens.
  ///
  /// - Returns: Whether it dismissed; `false` when a coordinator kept its screen or nothing was
  ///   presented (nothing changed).
  /// - Throws: ``NavigationError/alertIsShowing(title:)``; nothing changed.
  @discardableResult
  public func dismissAfterAsking() async throws(NavigationError) -> Bool {
    let outcome = try await askThenUpdate { (state) throws(NavigationError) in
      try state.dismiss()
    }
    return try outcome.value()?.didChange ?? false
  }
}
