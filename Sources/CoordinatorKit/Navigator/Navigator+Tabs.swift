/// The tab operations of ``NavigationState``, applied live: each accepted request is one change,
/// refused like any other request when it would remove a guarded screen or a leave guard's
/// question is open.
extension Navigator {
  /// Pushes `route` onto tab `id`'s stack. See ``NavigationState/push(_:inTab:owner:)``.
  @discardableResult
  package func push(_ route: Route, inTab id: TabID, owner: CoordinatorID? = nil)
    throws(NavigationError) -> ScreenID
  {
    let screen = NavigationScreen(route, owner: owner)
    return try performRequest(owner: owner) { (state) throws(NavigationError) in
      try state.push(screen, inTab: id)
      return screen.id
    }
  }

  /// Replaces tab `id`'s whole stack. See ``NavigationState/replaceStack(ofTab:with:)``.
  package func replaceStack(
    ofTab id: TabID, with stack: [NavigationScreen<Route>], owner: CoordinatorID? = nil
  ) throws(NavigationError) {
    try performRequest(owner: owner) { (state) throws(NavigationError) in
      try state.replaceStack(ofTab: id, with: stack)
    }
  }

  // MARK: The set of tabs

  /// Adds `tab` at position `index` (after the last when `nil`), not selected, as one change: the
  /// host adds it to its tab bar. See ``NavigationState/insertTab(_:at:)``; a tab run by a flow
  /// coordinator is added with ``TabBarCoordinator/addTab(_:at:selecting:)``.
  ///
  /// - Throws: the errors of ``NavigationState/insertTab(_:at:)``, or
  ///   ``NavigationError/leaveQuestionOpen(screens:)``; nothing changed.
  public func insertTab(_ tab: Tab<Route>, at index: Int? = nil) throws(NavigationError) {
    try performRequest { (state) throws(NavigationError) in try state.insertTab(tab, at: index) }
  }

  /// Removes tab `id` and its stack as one change; the coordinators that owned only its screens
  /// stop. See ``NavigationState/removeTab(_:)``.
  ///
  /// - Returns: The screens that left.
  /// - Throws: the errors of ``NavigationState/removeTab(_:)``,
  ///   ``NavigationError/leaveGuarded(screens:)`` when one of its screens has unsaved changes
  ///   (pass `overridingLeaveGuards: true` to discard them), or
  ///   ``NavigationError/leaveQuestionOpen(screens:)``; nothing changed.
  @discardableResult
  public func removeTab(_ id: TabID, overridingLeaveGuards: Bool = false) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    try performRequest(overridingLeaveGuards: overridingLeaveGuards) {
      (state) throws(NavigationError) in try state.removeTab(id)
    }
  }

  /// Moves tab `id` to position `index` as one change. See ``NavigationState/moveTab(_:to:)``.
  ///
  /// - Throws: the errors of ``NavigationState/moveTab(_:to:)``, or
  ///   ``NavigationError/leaveQuestionOpen(screens:)``; nothing changed.
  public func moveTab(_ id: TabID, to index: Int) throws(NavigationError) {
    try performRequest { (state) throws(NavigationError) in try state.moveTab(id, to: index) }
  }

  /// Shows `badge` over tab `id` (`nil` for none) as one change: the host redraws the tab bar.
  /// See ``NavigationState/setBadge(_:ofTab:)``.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:tabs:)``, or
  ///   ``NavigationError/leaveQuestionOpen(screens:)``; nothing changed.
  public func setBadge(_ badge: String?, ofTab id: TabID) throws(NavigationError) {
    try performRequest { (state) throws(NavigationError) in try state.setBadge(badge, ofTab: id) }
  }
}
