/// Why a navigation request was refused.
///
/// Every refusal leaves the navigation state exactly as it was. Each case says what was wrong;
/// ``description`` also says what to do instead.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An alert is showing, and nothing may be put above an alert.
  case alertIsShowing(title: String)
  /// A second alert was requested while one is still showing.
  case alertAlreadyShowing(title: String)
  /// An alert answer arrived, but no alert is showing.
  case noAlertShowing
  /// The alert has no action with this identifier.
  case unknownAlertAction(id: String, available: [String])
  /// No screen with this identity is in the state.
  case screenNotFound(ScreenID)
  /// No screen matches what was asked for.
  case noMatchingScreen(description: String)
  /// Two screens in one state share an identity, so pops and lifecycles would be ambiguous.
  case duplicateScreenID(ScreenID)
  /// A user gesture named a screen that cannot be reached that way.
  case gestureDoesNotApply(reason: String)

  /// What was wrong and what to do instead.
  public var description: String {
    switch self {
    case .alertIsShowing(let title):
      "The alert \"\(title)\" is showing: answer or dismiss it before navigating."
    case .alertAlreadyShowing(let title):
      "The alert \"\(title)\" is already showing: answer it before showing another alert."
    case .noAlertShowing:
      "No alert is showing, so there is nothing to answer."
    case .unknownAlertAction(let id, let available):
      "The alert has no action \"\(id)\"; its actions are: \(available.joined(separator: ", "))."
    case .screenNotFound(let id):
      "No screen \(id) is in the navigation state: it was already removed or never shown."
    case .noMatchingScreen(let description):
      "No screen matches \(description): nothing to go back to."
    case .duplicateScreenID(let id):
      "The screen identity \(id) appears twice: give every screen its own ScreenID."
    case .gestureDoesNotApply(let reason):
      "The reported gesture does not apply: \(reason)."
    }
  }
}
