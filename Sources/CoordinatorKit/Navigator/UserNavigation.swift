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

extension NavigationState {
  /// What the platform's back action (a back button, Esc, a back swipe) does on this state, as
  /// the user action a host reports: go back one screen in the top stack, or dismiss the top
  /// modal at its root; `nil` at the root of the base stack, where there is no back.
  public var backNavigation: UserNavigation? {
    let stack = topStack
    if stack.count > 1 {
      return .wentBack(to: stack[stack.count - 2].id)
    }
    return layers.last.map { .dismissedLayer(containing: $0.root.id) }
  }
}
