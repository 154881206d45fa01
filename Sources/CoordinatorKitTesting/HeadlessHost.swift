import CoordinatorKit

/// A host without any UI, for tests: it follows a navigator's steps the way a UI would, keeps
/// each displayed screen's content (presenter, view model) alive exactly while the screen is
/// displayed, and acts like a user.
///
/// ```swift
/// let host = HeadlessHost(navigator: navigator) { screen in factory.model(for: screen) }
/// try coordinator.startAsRoot()
/// try host.swipeBack()
/// #expect(host.shownSteps.map(\.action) == [.push(count: 1, level: 0), ...])
/// ```
///
/// `Content` is what the app builds for a screen, typically an enum with a case per presenter
/// or view model, so a test reads it with a `switch` the compiler checks; a host that builds
/// nothing has `Never`.
@MainActor
public final class HeadlessHost<Route: Equatable, Content> {
  /// The navigator this host shows.
  public let navigator: Navigator<Route>
  /// Every step the host has shown, oldest first.
  public private(set) var shownSteps: [TransitionStep<Route>] = []
  /// The content of each displayed screen, as the factory made it once the screen's
  /// coordinator ran (see `Navigator.contentSource(for:)`), as every host makes it.
  public var contents: [ScreenID: Content] { cache.contents }
  /// Whether the host shows every step as soon as it is planned (the default), like a UI whose
  /// transitions finish at once. Turn it off to show steps one by one with ``showNextStep()``.
  public var showsStepsAutomatically = true
  /// Whether a split view shows collapsed into one stack, as in a compact width (the default),
  /// rather than its columns side by side; a test sets it as a window narrows or widens. The
  /// state is the same stack either way, so nothing is lost; only the back gesture differs:
  /// side by side, the first screen of each column has no back (see ``swipeBack()``).
  public var showsSplitViewsCollapsed = true

  private let makeContent: (NavigationScreen<Route>) -> Content?
  private var observation: ChangeObservation?
  /// The number of this host's attachment: a host that attached to the navigator later took
  /// it over (see `Navigator.attachHost`), and this one then shows nothing more.
  private var attachment = 0
  private var isShowing = false
  /// The leave question that was open when the test last answered an alert.
  private var answeredQuestion: LeaveQuestion?
  /// The displayed screens' contents, kept while each screen stays with the owner it was made
  /// for.
  private var cache = ScreenContentCache<Route, Content>()
  /// The state whose displayed screens ``contents`` holds; `nil` before the first.
  private var contentsState: NavigationState<Route>?

  /// Attaches to `navigator` with the given capabilities and shows its state, from the bare
  /// root, as a UI opening on it would. `makeContent` builds a displayed screen's content; the
  /// host keeps it until the screen is no longer displayed, as a UI keeps a view.
  public init(
    navigator: Navigator<Route>, capabilities: TransitionCapabilities = .oneAtATime,
    makeContent: @escaping (NavigationScreen<Route>) -> Content?
  ) {
    self.navigator = navigator
    self.makeContent = makeContent
    navigator.attachHost(capabilities: capabilities)
    attachment = navigator.hostAttachment
    observation = navigator.observeChanges { [weak self] _ in self?.showPendingSteps() }
    showPendingSteps()
  }

  /// Stops showing the navigator; its changes are then shown immediately again, unless another
  /// host attached to it since, which keeps showing them.
  public func detach() {
    observation = nil
    navigator.detachHost(attachment: attachment)
  }

  /// Whether the navigator's latest host is this one.
  private var showsNavigator: Bool { navigator.hostAttachment == attachment }

  /// Shows every pending step, recording each, unless steps are shown one by one; then keeps
  /// the content of what is on display.
  public func showPendingSteps() {
    if showsStepsAutomatically, !isShowing {
      isShowing = true  // A change made while showing is picked up by the loop.
      defer { isShowing = false }
      while showNextStep() {}
    }
    syncContents(with: navigator.hosting.shownState)
  }

  /// Shows the current step and acknowledges it.
  ///
  /// - Returns: Whether there was a step to show.
  @discardableResult
  public func showNextStep() -> Bool {
    guard showsNavigator, let step = navigator.hosting.currentStep else { return false }
    shownSteps.append(step)
    navigator.hostDidShow(step.id)
    syncContents(with: navigator.hosting.shownState)
    return true
  }

  /// The content of the screen the user sees (under an alert), if any.
  public var topContent: Content? {
    contents[navigator.hosting.shownState.topScreen.id]
  }

  /// The tab bar as the host shows it: every tab's label (title, symbol, badge, section, search
  /// role), in order; empty when the shown state has no tabs. What a test checks a badge or a tab
  /// added at run time against.
  public var tabBar: [TabItem] {
    navigator.hosting.shownState.tabItems
  }

  /// The badge the tab bar shows over tab `id`, or `nil` for none (or no such tab).
  public func badge(ofTab id: TabID) -> String? {
    tabBar.first { $0.id == id }?.badge
  }

  // MARK: Simulating the user

  /// The user swipes back (or taps Back) on the top stack; from a leave-guarded screen the
  /// swipe is an attempt its coordinator answers, as Apple hosts report it
  /// (`Navigator/backSwipe(from:)`).
  ///
  /// - Throws: `NavigationError/gestureDoesNotApply(reason:)` when the top stack shows only
  ///   its root, or, in a split view shown side by side, the first screen of a column; or when
  ///   the swipe does not begin: the guarded screen takes no swipe
  ///   (`LeaveGuarding/allowsBackSwipe(from:)`), or a leave question is already open.
  @discardableResult
  public func swipeBack() throws(NavigationError) -> NavigationOutcome<Route> {
    let displayed = navigator.hosting.displayedState
    let stack = displayed.topStack
    guard stack.count > 1 else {
      throw .gestureDoesNotApply(reason: "the top stack shows only its root: there is no back")
    }
    if !showsSplitViewsCollapsed, displayed.modalDepth == 0,
      let columns = displayed.splitColumns, columns.detail.count < 2
    {
      throw .gestureDoesNotApply(
        reason: "the split view shows its columns side by side, and the first screen of a "
          + "column has no back")
    }
    let top = stack[stack.count - 1]
    switch navigator.backSwipe(from: top.id) {
    case .pops:
      return try navigator.userDidNavigate(.wentBack(to: stack[stack.count - 2].id))
    case .asks(let attempt):
      // A guarded screen's swipe does not pop it: the UI reports an attempt instead.
      return try navigator.userDidNavigate(attempt)
    case .doesNotBegin:
      throw .gestureDoesNotApply(
        reason: navigator.isWaitingForLeaveAnswer
          ? "a leave question is open: the swipe does not begin"
          : "screen \(top.id) takes no back swipe (allowsBackSwipe(from:)): Back still asks")
    }
  }

  /// The user swipes the top modal layer down (a sheet; a popover shown as a sheet where the
  /// width is compact); when a screen in it is leave-guarded, the swipe-down is disabled and
  /// reported as an attempt, as a real UI does. A full-screen cover has no swipe-down.
  ///
  /// - Throws: `NavigationError/gestureDoesNotApply(reason:)` when no modal is presented, or
  ///   the top one is a full-screen cover.
  @discardableResult
  public func swipeDown() throws(NavigationError) -> NavigationOutcome<Route> {
    guard let layer = navigator.hosting.displayedState.layers.last else {
      throw .gestureDoesNotApply(reason: "no modal is presented: there is nothing to swipe down")
    }
    guard layer.style != .cover else {
      throw .gestureDoesNotApply(
        reason: "the top modal layer is a full-screen cover, which has no swipe-down")
    }
    return try dismissByUser(layer)
  }

  /// The user taps outside the top modal layer, a popover, which dismisses it; when a screen in
  /// it is leave-guarded, the tap is ignored and reported as an attempt, as a real UI does.
  ///
  /// - Throws: `NavigationError/gestureDoesNotApply(reason:)` when the top modal layer is not a
  ///   popover, or no modal is presented.
  @discardableResult
  public func tapOutsidePopover() throws(NavigationError) -> NavigationOutcome<Route> {
    guard let layer = navigator.hosting.displayedState.layers.last, layer.style == .popover else {
      throw .gestureDoesNotApply(
        reason: "no popover is on top: the top modal layer is "
          + (navigator.hosting.displayedState.layers.last.map { "a \($0.style)" } ?? "absent"))
    }
    return try dismissByUser(layer)
  }

  /// The user drags the sheet on top to rest at `detent`, one of the heights it offers. Nothing
  /// leaves, so a guarded screen in the sheet is not asked.
  ///
  /// - Throws: `NavigationError/gestureDoesNotApply(reason:)` when the top modal layer is not a
  ///   sheet, and `NavigationError/detentNotAvailable(_:available:)` when the sheet does not
  ///   offer `detent`; nothing changes.
  public func dragSheet(to detent: SheetDetent) throws(NavigationError) {
    let layers = navigator.hosting.displayedState.layers
    guard let layer = layers.last, layer.style == .sheet else {
      throw .gestureDoesNotApply(
        reason: "no sheet is on top: the top modal layer is "
          + (layers.last.map { "a \($0.style)" } ?? "absent"))
    }
    try navigator.userDidNavigate(.selectedDetent(detent, layerContaining: layer.root.id))
  }

  /// Reports the user's dismissal of `layer`, or the attempt when a screen in it is guarded.
  private func dismissByUser(_ layer: ModalLayer<Route>) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    guard !layer.screens.contains(where: { navigator.isLeaveGuardedNow($0.id) }) else {
      return try navigator.userDidNavigate(.attemptedDismissal(of: layer.root.id))
    }
    return try navigator.userDidNavigate(.dismissedLayer(containing: layer.root.id))
  }

  /// The user presses the platform's back (a back button, Esc): one screen back in the top
  /// stack, or the top modal dismissed at its root; asked first of a leave-guarded screen's
  /// coordinator (see `Navigator/backNavigation`).
  ///
  /// - Throws: `NavigationError/gestureDoesNotApply(reason:)` at the root, where there is no
  ///   back.
  @discardableResult
  public func pressBack() throws(NavigationError) -> NavigationOutcome<Route> {
    guard let back = navigator.backNavigation else {
      throw .gestureDoesNotApply(reason: "the root has no back")
    }
    return try navigator.userDidNavigate(back)
  }

  /// The user taps tab `id` in the tab bar; tapping the selected tab pops it to its root.
  ///
  /// - Throws: `NavigationError/unknownTab(_:tabs:)` when there is no such tab.
  @discardableResult
  public func tapTab(_ id: TabID) throws(NavigationError) -> NavigationOutcome<Route> {
    try navigator.userDidNavigate(.selectedTab(id))
  }

  /// The user starts a back swipe or swipe-down and lets go: nothing changes.
  public func cancelGesture() {
    _ = try? navigator.userDidNavigate(.cancelledGesture)
  }

  /// The user taps a button of the alert on display.
  ///
  /// - Throws: `NavigationError/gestureDoesNotApply(reason:)` when no alert is displayed, and
  ///   the navigator's refusals (an unknown action, an alert the app removed meanwhile).
  public func tapAlertAction(_ actionID: String) throws(NavigationError) {
    guard let alert = navigator.hosting.displayedState.alert else {
      throw .gestureDoesNotApply(reason: "no alert is displayed")
    }
    let question = navigator.openLeaveQuestion
    try navigator.userDidNavigate(.choseAlertAction(actionID: actionID, alertID: alert.id))
    answeredQuestion = question
  }

  /// The user dismisses the alert on display without choosing an action: taps the Cancel a
  /// platform adds to a confirmation dialog that has none, taps outside a dialog on iPad, or
  /// presses Esc. It answers its cancel action when it has one, and otherwise no action (`nil`),
  /// never another: the same in every host.
  ///
  /// - Throws: `NavigationError/gestureDoesNotApply(reason:)` when no alert is displayed.
  public func dismissAlert() throws(NavigationError) {
    guard let alert = navigator.hosting.displayedState.alert else {
      throw .gestureDoesNotApply(reason: "no alert is displayed")
    }
    let question = navigator.openLeaveQuestion
    try navigator.userDidNavigate(.dismissedAlert(alertID: alert.id))
    answeredQuestion = question
  }

  /// Returns once the answer the test gave has been applied: the leave guard's question that was
  /// open when the test last answered an alert (``tapAlertAction(_:)``, ``dismissAlert()``) — or, when it answered
  /// none, the one open now — has closed, and what the answer allowed has happened (the guarded
  /// screens left, or stayed). Await it after answering, before asserting what the user sees or
  /// making the next request.
  ///
  /// A question asked after that answer (a gesture held behind it that asks again) is not waited
  /// for: it is open when this returns, for the test to answer in turn.
  ///
  /// - Parameter timeout: How long to wait before failing: ten seconds unless told.
  /// - Throws: ``HeadlessHostWaitError/timedOut(waitingFor:after:)`` when the question was still
  ///   open after `timeout` (nobody answered it: the test fails instead of hanging),
  ///   ``HeadlessHostWaitError/cancelled(waitingFor:)`` when the waiting task was cancelled.
  public func waitUntilAnswerApplied(timeout: Duration = .seconds(10))
    async throws(HeadlessHostWaitError)
  {
    defer { answeredQuestion = nil }
    guard let question = answeredQuestion ?? navigator.openLeaveQuestion else { return }
    let navigator = navigator
    let outcome = await TimedWait.run(atMost: timeout) { () -> Void? in
      await navigator.waitUntilAnswered(question)
      return Task.isCancelled ? nil : ()
    }
    try outcome.value(
      awaiting: "the answer to the question about \(question.screens.count) screen(s)",
      timeout: timeout)
  }

  // MARK: Internals

  /// Keeps the content of displayed screens and releases the rest, as a UI does with views, at
  /// the cost of what changed since the state it last kept contents for: a push at any depth
  /// costs what a push at the root does.
  private func syncContents(with state: NavigationState<Route>) {
    defer { contentsState = state }
    if let earlier = contentsState, let above = state.changedScreens(since: earlier) {
      var staying: Set<ScreenID> = []
      for screen in above.now { staying.insert(screen.id) }
      for id in above.earlier where !staying.contains(id) {
        cache.release(id)
      }
      // Bottom first, the order in which a UI makes the views of the screens it shows. A
      // screen taken over by a coordinator changed, so it is among them: its content is made
      // again for its owner.
      for screen in above.now.reversed() {
        _ = cache.content(for: screen, on: navigator, make: makeContent)
      }
      return
    }
    let displayed = state.screens
    cache.release(keeping: Set(displayed.map(\.id)))
    for screen in displayed {
      _ = cache.content(for: screen, on: navigator, make: makeContent)
    }
  }
}

extension HeadlessHost where Content == Never {
  /// Attaches to `navigator` and shows its state, keeping no content for its screens: for tests
  /// of navigation alone.
  public convenience init(
    navigator: Navigator<Route>, capabilities: TransitionCapabilities = .oneAtATime
  ) {
    self.init(navigator: navigator, capabilities: capabilities) { _ in nil }
  }
}
