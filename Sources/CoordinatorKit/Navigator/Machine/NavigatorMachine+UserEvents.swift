/// The rules of what the user did in the host's UI (see ``Navigator/userDidNavigate(_:)``): the
/// event names what the host displays (or, while its step is on its way, what it showed
/// before); it becomes a change of the state, an attempt to ask about, or a refusal.
extension NavigatorMachine {
  /// A user's attempt to leave: the change it makes to a state, and what it removes.
  typealias Attempt =
    (inout NavigationState<Route>) throws(NavigationError) -> NavigationOutcome<Route>

  /// What a user event comes to.
  enum UserEventDecision {
    /// Nothing changes; the event did this (a cancelled gesture, a Back at a root).
    case unchanged(NavigationOutcome<Route>)
    /// An attempt to leave guarded screens (or any screen, for Back and a swipe-down the host
    /// blocked): asked before it applies.
    case attempt(Attempt)
    /// `proposal` becomes the state, as the user made it; the host shows `displayed` after it;
    /// the alert it removes hears `action`.
    case commit(
      NavigationState<Route>, showing: NavigationState<Route>, answering: AlertAction?,
      outcome: NavigationOutcome<Route>)
    /// The event no longer applies to the state the app has reached: the host shows
    /// `displayed` and is taken from there to the state; the event throws `refusal`.
    case refuse(NavigationError, showing: NavigationState<Route>)
  }

  /// The state the host has fully shown (see ``NavigatorHosting/shownState``).
  var shown: NavigationState<Route> {
    pacing == .immediate ? state : display.shown
  }

  /// What user event `event` comes to. While a transition is running, the app may already
  /// have moved on: exactly the screens the user removed leave the state, everything the app
  /// asked for meanwhile still applies, and the callers waiting for changes whose unshown
  /// screens the user removed will hear so.
  ///
  /// - Throws: a ``NavigationError`` when the event names something the host is not showing.
  func decide(_ event: UserNavigation) throws(NavigationError) -> UserEventDecision {
    switch event {
    case .attemptedBack(let id): return .attempt(try attemptBack(from: id))
    case .attemptedDismissal(let id): return .attempt(try attemptDismissal(of: id))
    case .selectedTab(let tab):
      if let attempt = try attemptTabSelection(tab) { return .attempt(attempt) }
    default: break
    }
    // The user acted on what is on screen: the step the host is showing, or, while that step
    // is still on its way, the state shown before it (an alert the step removes is still there).
    var displayed = self.displayed
    var afterUser = displayed
    let outcome: NavigationOutcome<Route>
    let action: AlertAction?
    do {
      (outcome, action) = try Self.apply(event, to: &afterUser)
    } catch {
      let shown = self.shown
      guard shown != displayed else { throw error }
      displayed = shown
      afterUser = shown
      guard let (shownOutcome, shownAction) = try? Self.apply(event, to: &afterUser) else {
        throw error
      }
      (outcome, action) = (shownOutcome, shownAction)
    }
    let selectsTab = !afterUser.hasSameTabs(as: displayed)
    // A tap on the selected tab while a transition runs pops the tab as the app has it, even
    // when what is displayed of it is already at its root.
    var tapsTabInFlight = false
    if case .selectedTab = event { tapsTabInFlight = !isSettled }
    var resizesSheet = false
    if case .selectedDetent = event { resizesSheet = !afterUser.isUnchanged(from: displayed) }
    // An alert dismissed without a choice may answer no action, and still goes.
    let removesAlert = displayed.alert != nil && afterUser.alert == nil
    guard
      outcome.didChange || action != nil || removesAlert || selectsTab || tapsTabInFlight
        || resizesSheet
    else { return .unchanged(outcome) }

    let truth = state
    var proposal = afterUser
    if !display.isSettled {
      // A transition is running: apply what the user did to the state the app has reached.
      switch event {
      case .choseAlertAction(_, let alertID), .dismissedAlert(let alertID):
        guard truth.alert?.id == alertID else {
          return .refuse(
            .alertNoLongerShowing(title: displayed.alert?.title ?? ""), showing: afterUser)
        }
        proposal = truth
        proposal.alert = nil
      case .selectedDetent:
        // The sheet keeps its height in the state the app has reached, while it is there.
        proposal = truth
        guard (try? Self.apply(event, to: &proposal)) != nil else {
          return .refuse(
            .gestureDoesNotApply(reason: "the sheet the user resized is no longer presented"),
            showing: afterUser)
        }
      case .selectedTab:
        // The tab bar is under everything: what the user tapped applies to the state the app
        // has reached.
        proposal = truth
        guard (try? Self.apply(event, to: &proposal)) != nil else {
          return .refuse(
            .gestureDoesNotApply(reason: "the tab bar is covered by what the app shows now"),
            showing: afterUser)
        }
        if !outcome.didChange, !selectsTab, proposal.isUnchanged(from: truth) {
          return .unchanged(outcome)
        }
      case .wentBack, .dismissedLayer, .cancelledGesture, .attemptedBack, .attemptedDismissal:
        let removedByUser = Set(outcome.removedScreens.map { $0.id })
        let (rebased, left) = truth.removingScreens(removedByUser: removedByUser)
        proposal = rebased
        let displayedIDs = Set(displayed.screens.map { $0.id })
        recordUndone(left.map { $0.id }.filter { !displayedIDs.contains($0) })
      }
    }
    return .commit(proposal, showing: afterUser, answering: action, outcome: outcome)
  }

  /// Applies a user event to the state the host shows, checking that it names what is there.
  private static func apply(_ event: UserNavigation, to state: inout NavigationState<Route>)
    throws(NavigationError) -> (NavigationOutcome<Route>, AlertAction?)
  {
    switch event {
    case .wentBack(let id):
      let stack = state.topStack
      guard let index = stack.firstIndex(where: { $0.id == id }) else {
        throw state.contains(id)
          ? .gestureDoesNotApply(reason: "screen \(id) is not in the top stack")
          : .screenNotFound(id)
      }
      guard index < stack.count - 1 else {
        throw .gestureDoesNotApply(reason: "screen \(id) is already the top screen")
      }
      return (try state.pop(to: id), nil)
    case .dismissedLayer(let id):
      return (try state.dismissLayer(containing: id), nil)
    case .choseAlertAction(let actionID, let alertID):
      guard state.alert?.id == alertID else {
        throw .gestureDoesNotApply(reason: "the alert the user answered is not displayed")
      }
      let action = try state.answerAlert(withActionID: actionID)
      return (.removed([]), action)
    case .dismissedAlert(let alertID):
      guard let alert = state.alert, alert.id == alertID else {
        throw .gestureDoesNotApply(reason: "the alert the user dismissed is not displayed")
      }
      state.alert = nil
      return (.removed([]), alert.dismissalAction)
    case .cancelledGesture:
      return (.removed([]), nil)
    case .selectedTab(let tab):
      guard state.selectedTab == tab else { return (try state.selectTab(tab), nil) }
      return (try state.popToRoot(inTab: tab), nil)
    case .selectedDetent(let detent, let id):
      try state.selectDetent(detent, ofLayerContaining: id)
      return (.removed([]), nil)
    case .attemptedBack, .attemptedDismissal:
      throw .gestureDoesNotApply(reason: "an attempt changes nothing until it is confirmed")
    }
  }

  /// The user tried to go back from `id`, the top screen of the top stack on display: a request
  /// to go back to the screen under it, asked of `id`'s coordinator when it is guarded.
  ///
  /// As for every event, it names what is displayed, or, while that step is still on its way,
  /// what was shown before it.
  private func attemptBack(from id: ScreenID) throws(NavigationError) -> Attempt {
    var stack = displayed.topStack
    if !stack.contains(where: { $0.id == id }) {
      stack = shown.topStack
    }
    guard let index = stack.firstIndex(where: { $0.id == id }) else {
      throw .screenNotFound(id)
    }
    guard index == stack.count - 1, index > 0 else {
      throw .gestureDoesNotApply(
        reason: "screen \(id) is not a top screen the user can go back from")
    }
    let below = stack[index - 1].id
    return { (state) throws(NavigationError) in try state.pop(to: below) }
  }

  /// The user tapped tab `tab`: refused while a modal layer covers the tab bar; a tap that would
  /// remove guarded screens (the selected tab again, which pops it to its root) is an attempt,
  /// asked of their coordinators first. `nil` when it is an ordinary selection.
  private func attemptTabSelection(_ tab: TabID) throws(NavigationError) -> Attempt? {
    guard displayed.modalDepth == 0 || shown.modalDepth == 0 else {
      throw .gestureDoesNotApply(reason: "the tab bar is covered by a modal layer")
    }
    let select: Attempt = { (state) throws(NavigationError) in
      state.selectedTab == tab ? try state.popToRoot(inTab: tab) : try state.selectTab(tab)
    }
    var proposal = state
    guard (try? select(&proposal)) != nil, !guardedScreens(removedBy: proposal).isEmpty
    else { return nil }
    return select
  }

  /// The user tried to dismiss the modal layer containing `id`: a request to dismiss it, asked
  /// of its guarded screens' coordinators first.
  private func attemptDismissal(of id: ScreenID) throws(NavigationError) -> Attempt {
    var displayed = self.displayed
    _ = try displayed.dismissLayer(containing: id)  // What the user tried to dismiss is shown.
    return { (state) throws(NavigationError) in try state.dismissLayer(containing: id) }
  }
}
