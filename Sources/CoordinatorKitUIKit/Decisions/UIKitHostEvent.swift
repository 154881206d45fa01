import CoordinatorKit

/// What UIKit told a `UINavigationController`-based host, translated from its delegate callbacks
/// with no decision made; `UIKitNavigationProjection/userNavigation(for:)` says what it means.
///
/// Leave guards need no case here: a host keeps the gestures of guarded screens from leaving
/// (`isModalInPresentation`, the pop gestures' delegate; see ``NavigationState/blocksInteractiveDismissal(atLevel:)``)
/// and reports `presentationControllerDidAttemptToDismiss(_:)`, a pop gesture about to begin and
/// its own Back button as ``UserNavigation/attemptedDismissal(of:)``, `Navigator/backSwipe(from:)`
/// and `Navigator/backNavigation`.
package enum UIKitHostEvent: Hashable, Sendable {
  /// `navigationController(_:didShow:animated:)` of the navigation controller at `level`, whose
  /// `viewControllers` now show `shown`; `rendered` is the stack the host last gave it (with
  /// `setViewControllers(_:animated:)` or `present`), or last reported after a user pop.
  case navigationControllerDidShow(level: Int, shown: [ScreenID], rendered: [ScreenID])
  /// An interactive pop at `level` ended cancelled: the host learns it from the
  /// `transitionCoordinator` of its navigation controller, in `notifyWhenInteractionChanges(_:)`,
  /// when the context's `isCancelled` is `true`.
  case interactivePopCancelled(level: Int)
  /// `presentationControllerDidDismiss(_:)` for the presented navigation controller whose root
  /// screen is `layerRoot`. UIKit calls it only when the user dismissed it (a swipe down), never
  /// for a programmatic dismissal.
  case presentationControllerDidDismiss(layerRoot: ScreenID)
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` for the sheet whose
  /// navigation controller's root screen is `layerRoot`, which now rests at the detent whose
  /// identifier is `identifier` (its `selectedDetentIdentifier`'s raw value). UIKit calls it
  /// only when the user dragged the sheet, never when the host set the selection.
  case sheetDidChangeSelectedDetent(layerRoot: ScreenID, identifier: String?)
  /// The handler of the alert action `actionID` of the alert `alertID` ran.
  case alertActionChosen(actionID: String, alertID: AlertID)
  /// The alert `alertID` went without a choice: the handler of the Cancel the host added to an
  /// action sheet without a cancel action ran (``UIKitAlertButton/buttons(for:)``: the user
  /// tapped it, or, on iPad, where UIKit hides it, tapped outside the sheet's popover), or
  /// `presentationControllerDidDismiss(_:)` reported the sheet dismissed by that tap.
  case alertDismissed(alertID: AlertID)
  /// `navigationController(_:didShow:animated:)` of the navigation controller in the secondary
  /// column (the detail) of the base's expanded split view controller, whose `viewControllers`
  /// now show `shown`; `rendered` is the detail stack the host last gave it, or last reported
  /// after a user pop. (Collapsed, the compact column's navigation controller holds the whole
  /// base stack and reports ``navigationControllerDidShow(level:shown:rendered:)`` at level 0.)
  case detailColumnDidShow(shown: [ScreenID], rendered: [ScreenID])
  /// The user tapped tab `tab`: `tabBarController(_:shouldSelect:)` with that tab's navigation
  /// controller. The host answers `false`, so UIKit changes nothing, and the engine decides
  /// (select it, or pop it to its root when it is already selected).
  case tabTapped(TabID)
}
