/// Something the user did in the host's own UI, which the navigation state must follow.
///
/// A back swipe or a swipe-down dismissal happens in the UI before the app hears of it. The
/// host reports it with ``Navigator/userDidNavigate(_:)``, naming exactly what the user acted
/// on; the state follows without animating again, and coordinators whose screens left stop like
/// after any other change.
public enum UserNavigation: Hashable, Sendable {
  /// The user went back (back button or swipe) in the top stack to the screen with this
  /// identity; the screens the host showed above it are gone.
  case wentBack(to: ScreenID)
  /// The user dismissed the modal layer containing this screen (swipe down, Esc), and with it
  /// every layer shown above it.
  case dismissedLayer(containing: ScreenID)
  /// The user chose the action `actionID` of the alert `alertID`. Naming the alert means an
  /// answer to an alert that is gone is refused instead of answering another one.
  case choseAlertAction(actionID: String, alertID: AlertID)
  /// The alert `alertID` went without the user choosing any of its actions: the Cancel a
  /// platform adds to a confirmation dialog that has none, a tap outside a dialog on iPad, Esc,
  /// or the system taking it down. It answers its cancel action when it has one, and otherwise
  /// no action (its handler hears `nil`): never another action, even its only one.
  case dismissedAlert(alertID: AlertID)
  /// The user started a gesture (a back swipe, a swipe down) and cancelled it: nothing changes.
  case cancelledGesture
  /// The user tapped tab `tab` in the tab bar. Tapping the selected tab pops it to its root, as
  /// on iOS; another tab becomes selected.
  case selectedTab(TabID)
  /// The user tried to go back from this guarded screen (Back, a back swipe the host blocked,
  /// Esc): nothing has changed yet; the screen's coordinator is asked, and the screen leaves
  /// only if it agrees.
  case attemptedBack(from: ScreenID)
  /// The user tried to dismiss the modal layer containing this screen, which holds a guarded
  /// screen (a swipe down the host blocked, Esc): its coordinator is asked first.
  case attemptedDismissal(of: ScreenID)
  /// The user dragged the sheet containing this screen to rest at `detent`, one of the heights
  /// it offers. Nothing leaves, so no leave guard is asked.
  case selectedDetent(SheetDetent, layerContaining: ScreenID)
}
