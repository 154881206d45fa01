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
    registerDisplayAccess()
    switch try machine.decide(event) {
    case .unchanged(let outcome):
      return outcome
    case .attempt(let attempt):
      return try performAttempt(attempt)
    case .refuse(let refusal, let displayed):
      restartDisplay(from: displayed)
      throw refusal
    case .commit(let proposal, let displayed, let action, let outcome):
      if !commit(
        proposal, cause: .user(event), answeredAlertAction: action, displayedByUser: displayed)
      {
        restartDisplay(from: displayed)  // The app had already removed what the user removed.
      }
      return outcome
    }
  }
}
