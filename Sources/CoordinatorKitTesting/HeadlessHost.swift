import CoordinatorKit

/// A host without any UI, for tests: it shows a navigator's transition steps the way a UI
/// would, keeps each displayed screen's content (presenter, view model) alive exactly while the
/// screen is displayed, and simulates what a user does.
///
/// ```swift
/// let host = HeadlessHost(navigator: navigator) { screen in factory.presenter(for: screen) }
/// try coordinator.startAsRoot()
/// try host.swipeBack()
/// #expect(host.shownSteps.count == 3)
/// ```
@MainActor
public final class HeadlessHost<Route> {
  /// The navigator this host shows.
  public let navigator: Navigator<Route>
  /// Every state the host has shown, oldest first, one per transition step.
  public private(set) var shownSteps: [NavigationState<Route>] = []
  /// The content of each displayed screen, as the factory made it.
  public private(set) var contents: [ScreenID: AnyObject] = [:]

  private let makeContent: (Screen<Route>) -> AnyObject?
  private var observerKey: Int?
  private var isShowing = false

  /// Attaches to `navigator`: from now on its changes are shown step by step, with the given
  /// capabilities. `makeContent` builds a displayed screen's content; the host keeps it until
  /// the screen is no longer displayed, as a UI keeps a view.
  public init(
    navigator: Navigator<Route>, capabilities: TransitionCapabilities = .oneAtATime,
    makeContent: @escaping (Screen<Route>) -> AnyObject? = { _ in nil }
  ) {
    self.navigator = navigator
    self.makeContent = makeContent
    navigator.capabilities = capabilities
    navigator.pacing = .hostPaced
    observerKey = navigator.observeChanges { [weak self] _ in self?.showPendingSteps() }
    syncContents(with: navigator.displayedState)
  }

  /// Stops showing the navigator; its changes are then shown immediately again.
  public func detach() {
    if let observerKey { navigator.removeChangeObserver(observerKey) }
    observerKey = nil
    navigator.pacing = .immediate
  }

  /// Shows every pending step, recording each. Called automatically after each change.
  public func showPendingSteps() {
    guard !isShowing else { return }  // A change made while showing is picked up by the loop.
    isShowing = true
    defer { isShowing = false }
    while !navigator.isSettled {
      show(navigator.displayedState)
      navigator.hostDidShowStep()
    }
    show(navigator.displayedState)
  }

  /// The content of the screen the user sees (under an alert), if any.
  public var topContent: AnyObject? {
    contents[navigator.displayedState.topScreen.id]
  }

  // MARK: Simulating the user

  /// The user swipes back (or taps Back) on the top stack.
  ///
  /// - Throws: ``NavigationError/gestureDoesNotApply(reason:)`` when the top stack shows only
  ///   its root.
  @discardableResult
  public func swipeBack() throws(NavigationError) -> NavigationOutcome<Route> {
    let stack = navigator.displayedState.topStack
    guard stack.count > 1 else {
      throw .gestureDoesNotApply(reason: "the top stack shows only its root: there is no back")
    }
    return try navigator.userDidNavigate(.wentBack(to: stack[stack.count - 2].id))
  }

  /// The user swipes the top modal layer down.
  ///
  /// - Throws: ``NavigationError/gestureDoesNotApply(reason:)`` when no modal is presented.
  @discardableResult
  public func swipeDown() throws(NavigationError) -> NavigationOutcome<Route> {
    guard let layer = navigator.displayedState.layers.last else {
      throw .gestureDoesNotApply(reason: "no modal is presented: there is nothing to swipe down")
    }
    return try navigator.userDidNavigate(.dismissedLayer(containing: layer.root.id))
  }

  /// The user presses the platform's back (a back button, Esc): one screen back in the top
  /// stack, or the top modal dismissed at its root.
  ///
  /// - Throws: ``NavigationError/gestureDoesNotApply(reason:)`` at the root, where there is no
  ///   back.
  @discardableResult
  public func pressBack() throws(NavigationError) -> NavigationOutcome<Route> {
    guard let back = navigator.displayedState.backNavigation else {
      throw .gestureDoesNotApply(reason: "the root has no back")
    }
    return try navigator.userDidNavigate(back)
  }

  /// The user starts a back swipe or swipe-down and lets go: nothing changes.
  public func cancelGesture() {
    _ = try? navigator.userDidNavigate(.cancelledGesture)
  }

  /// The user taps an alert button.
  public func tapAlertAction(_ actionID: String) throws(NavigationError) {
    try navigator.userDidNavigate(.choseAlertAction(id: actionID))
  }

  // MARK: Internals

  private func show(_ state: NavigationState<Route>) {
    if shownSteps.last.map({ !sameScreens($0, state) }) ?? true {
      shownSteps.append(state)
    }
    syncContents(with: state)
  }

  private func sameScreens(_ lhs: NavigationState<Route>, _ rhs: NavigationState<Route>) -> Bool {
    lhs.screens.map(\.id) == rhs.screens.map(\.id) && lhs.path.map(\.style) == rhs.path.map(\.style)
      && lhs.alert?.id == rhs.alert?.id
  }

  /// Keeps the content of displayed screens and releases the rest, as a UI does with views.
  private func syncContents(with state: NavigationState<Route>) {
    let displayed = state.screens
    let ids = Set(displayed.map(\.id))
    contents = contents.filter { ids.contains($0.key) }
    for screen in displayed where contents[screen.id] == nil {
      if let content = makeContent(screen) {
        contents[screen.id] = content
      }
    }
  }
}
