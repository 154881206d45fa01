/// Something the user did in the host's own UI, which the navigation state must follow.
///
/// A back swipe or a swipe-down dismissal happens in the UI before the app hears of it. The
/// host reports it with ``Navigator/userDidNavigate(_:)``; the state follows without animating
/// again, and coordinators whose screens left are stopped like after any other change.
public enum UserNavigation: Hashable, Sendable {
  /// The user went back (back button or swipe) to the screen with this identity; everything
  /// pushed after it in its stack is gone.
  case wentBack(to: ScreenID)
  /// The user dismissed the modal layer containing this screen (swipe down, Esc).
  case dismissedLayer(containing: ScreenID)
  /// The user chose an alert action.
  case choseAlertAction(id: String)
  /// The user started a gesture (a back swipe, a swipe down) and cancelled it: nothing changes.
  case cancelledGesture
}
