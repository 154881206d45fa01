/// What a pop or dismissal did, including the cases where there was nothing to do.
///
/// Going back at a root is not an error (users tap Back twice), but callers deserve to know
/// that nothing changed.
public enum NavigationOutcome<Route> {
  /// These screens were removed, bottom first.
  case removed([NavigationScreen<Route>])
  /// The top stack shows only its root: there is nothing to pop. Nothing changed.
  case nothingToPop
  /// No modal layer is presented: there is nothing to dismiss. Nothing changed.
  case nothingToDismiss
  /// The user's attempt to leave takes this guarded screen, so its coordinator is asked first
  /// (see ``LeaveGuarding``); it happens if the coordinator agrees. Nothing changed yet. Only
  /// ``Navigator/userDidNavigate(_:)`` answers this: a request of the app never waits.
  case awaitingConfirmation(ScreenID)
  /// The user's attempt came while another leave question is open: it is taken up after the
  /// answer, in order (only user gestures queue). Nothing changed yet.
  case held

  /// Whether the state changed.
  package var didChange: Bool {
    if case .removed(let screens) = self { return !screens.isEmpty }
    return false
  }

  /// The removed screens (empty when nothing changed).
  public var removedScreens: [NavigationScreen<Route>] {
    if case .removed(let screens) = self { return screens }
    return []
  }
}

extension NavigationOutcome: Equatable where Route: Equatable {}
extension NavigationOutcome: Sendable where Route: Sendable {}
