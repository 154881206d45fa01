/// What the user did in the host's UI, made into changes of the state.
extension Navigator {
  /// Makes the state follow what the user did in the host's UI (back swipe, swipe-down
  /// dismissal, an alert button or an alert dismissed without one, a cancelled gesture). The UI already shows it, so it is not
  /// animated again; a cancelled gesture changes nothing.
  ///
  /// The event names what the user acted on in ``NavigatorHosting/displayedState`` (or, while its step is still
  /// on its way, in ``NavigatorHosting/shownState``). While a transition is
  /// running, the app may already have moved on: exactly the screens the user removed leave the
  /// state (with the pushes inside a layer the user dismissed), and everything the app asked for
  /// meanwhile still applies on top of that. A request whose unshown screens the user removed
  /// is undone, and a caller waiting for it is told (see ``waitUntilShown()``).
  ///
  /// - Returns: What the user removed, as the host showed it.
  /// - Throws: a ``NavigationError`` when the event names something the host is not showing, or
  ///   ``NavigationError/alertNoLongerShowing(title:)`` when the user answered an alert the app
  ///   has meanwhile removed; the state is then unchanged.
  @discardableResult
  public func userDidNavigate(_ event: UserNavigation) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    switch event {
    case .attemptedBack(let id): return try attemptBack(from: id)
    case .attemptedDismissal(let id): return try attemptDismissal(of: id)
    case .selectedTab(let tab):
      if let outcome = try attemptTabSelection(tab) { return outcome }
    default: break
    }
    // The user acted on what is on screen: the step the host is showing, or, while that step
    // is still on its way, the state shown before it (an alert the step removes is still there).
    var displayed = displayedState
    var afterUser = displayed
    let outcome: NavigationOutcome<Route>
    let action: AlertAction?
    do {
      (outcome, action) = try Self.apply(event, to: &afterUser)
    } catch {
      let shown = shownState
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
    else { return outcome }

    let truth = machine.state
    var proposal = afterUser
    if !machine.display.isSettled {
      // A transition is running: apply what the user did to the state the app has reached.
      switch event {
      case .choseAlertAction(_, let alertID), .dismissedAlert(let alertID):
        guard truth.alert?.id == alertID else {
          restartDisplay(from: afterUser)
          throw .alertNoLongerShowing(title: displayed.alert?.title ?? "")
        }
        proposal = truth
        proposal.alert = nil
      case .selectedDetent:
        // The sheet keeps its height in the state the app has reached, while it is there.
        proposal = truth
        guard (try? Self.apply(event, to: &proposal)) != nil else {
          restartDisplay(from: afterUser)
          throw .gestureDoesNotApply(reason: "the sheet the user resized is no longer presented")
        }
      case .selectedTab:
        // The tab bar is under everything: what the user tapped applies to the state the app
        // has reached.
        proposal = truth
        guard (try? Self.apply(event, to: &proposal)) != nil else {
          restartDisplay(from: afterUser)
          throw .gestureDoesNotApply(reason: "the tab bar is covered by what the app shows now")
        }
        if !outcome.didChange, !selectsTab, proposal.isUnchanged(from: truth) { return outcome }
      case .wentBack, .dismissedLayer, .cancelledGesture, .attemptedBack, .attemptedDismissal:
        let removedByUser = Set(outcome.removedScreens.map { $0.id })
        let (rebased, left) = truth.removingScreens(removedByUser: removedByUser)
        proposal = rebased
        let displayedIDs = Set(displayed.screens.map { $0.id })
        machine.recordUndone(left.map { $0.id }.filter { !displayedIDs.contains($0) })
      }
    }
    if !commit(
      proposal, cause: .user(event), answeredAlertAction: action, displayedByUser: afterUser)
    {
      restartDisplay(from: afterUser)  // The app had already removed what the user removed.
    }
    return outcome
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
  private func attemptBack(from id: ScreenID) throws(NavigationError) -> NavigationOutcome<Route> {
    var stack = displayedState.topStack
    if !stack.contains(where: { $0.id == id }) {
      stack = shownState.topStack
    }
    guard let index = stack.firstIndex(where: { $0.id == id }) else {
      throw .screenNotFound(id)
    }
    guard index == stack.count - 1, index > 0 else {
      throw .gestureDoesNotApply(
        reason: "screen \(id) is not a top screen the user can go back from")
    }
    let below = stack[index - 1].id
    return try performAttempt { (state) throws(NavigationError) in try state.pop(to: below) }
  }

  /// The user tapped tab `tab`: refused while a modal layer covers the tab bar; a tap that would
  /// remove guarded screens (the selected tab again, which pops it to its root) is an attempt,
  /// asked of their coordinators first. `nil` when it is an ordinary selection.
  private func attemptTabSelection(_ tab: TabID) throws(NavigationError)
    -> NavigationOutcome<Route>?
  {
    let displayed = displayedState
    guard displayed.modalDepth == 0 || shownState.modalDepth == 0 else {
      throw .gestureDoesNotApply(reason: "the tab bar is covered by a modal layer")
    }
    let select:
      @MainActor (inout NavigationState<Route>) throws(NavigationError) -> NavigationOutcome<Route> =
        {
          (state) throws(NavigationError) in
          state.selectedTab == tab ? try state.popToRoot(inTab: tab) : try state.selectTab(tab)
        }
    var proposal = machine.state
    guard (try? select(&proposal)) != nil,
      !machine.state.guardedScreens(removedBy: proposal).isEmpty
    else { return nil }
    return try performAttempt(select)
  }

  /// The user tried to dismiss the modal layer containing `id`: a request to dismiss it, asked
  /// of its guarded screens' coordinators first.
  private func attemptDismissal(of id: ScreenID) throws(NavigationError)
    -> NavigationOutcome<Route>
  {
    var displayed = displayedState
    _ = try displayed.dismissLayer(containing: id)  // What the user tried to dismiss is shown.
    return try performAttempt { (state) throws(NavigationError) in
      try state.dismissLayer(containing: id)
    }
  }
}
