import CoordinatorKit

/// What UIKit reports, read against the projection of what is displayed now: which delegate
/// callbacks are the user's, and what they mean for the engine.
extension UIKitNavigationProjection {
  /// Whether the user may dismiss the alert `alertID` without a button (a tap outside an action
  /// sheet's popover, which `presentationControllerShouldDismiss(_:)` can refuse): while it is
  /// displayed. Every action sheet has a cancel action (its own or the host's Cancel, see
  /// `UIKitAlertButton`), so the engine has an answer for the dismissal, and never keeps an
  /// alert UIKit no longer shows.
  func allowsUserDismissal(ofAlert alertID: AlertID) -> Bool {
    alert?.id == alertID
  }

  /// Whether a `navigationController(_:didShow:animated:)` showing `shownCount` view
  /// controllers, on a navigation controller the host last gave `renderedCount`, can be the
  /// user's: only a shorter stack can (UIKit changes a stack by itself only by popping). Any
  /// other is the echo of the host's own push, pop or `setViewControllers`, for which
  /// ``userNavigation(for:)`` gives `nil`; the host reads the stack and the displayed state only
  /// when this says so, so its own calls cost no projection.
  package static func didShowMayBeTheUsers(shownCount: Int, renderedCount: Int) -> Bool {
    shownCount < renderedCount
  }

  /// What a UIKit callback means, judged against this projection of what is displayed now.
  ///
  /// - `didShow` with a strict prefix of the stack the host had given that navigation controller,
  ///   at the top level, while the first screen it dropped is still displayed there: the user
  ///   went back (back button, its menu, or a completed interactive pop) to the last remaining
  ///   screen. The same stack is an echo of the host's own `setViewControllers` or `present`.
  ///   It is also what UIKit reports after an interactive pop the user cancelled; that
  ///   cancellation cannot be told from this callback, so it gives `nil`, and only
  ///   ``UIKitHostEvent/interactivePopCancelled(level:)`` reports ``UserNavigation/cancelledGesture``.
  ///   A prefix of screens the engine has already removed is a late echo of a programmatic pop;
  ///   any other stack is no user navigation (UIKit changes a stack by itself only by popping).
  /// - An interactive pop cancelled on the top level: ``UserNavigation/cancelledGesture``.
  /// - `presentationControllerDidDismiss` for a layer still displayed: the user dismissed it
  ///   (with any layer above it). UIKit never calls it for a programmatic dismissal, so for a
  ///   layer that is no longer displayed it is stale.
  /// - A sheet's report that the user dragged it to another detent, for a sheet still
  ///   displayed: what ``UIKitSheetDetents/userNavigation(forSelectedIdentifier:)`` of its
  ///   displayed detents says; for a sheet no longer displayed it is stale.
  /// - An alert action's handler names its action and alert, and is always reported: the
  ///   navigator refuses an answer to an alert it has removed. So is the handler of the Cancel
  ///   the host adds to an action sheet without a cancel action: the alert dismissed without a
  ///   choice, which answers no action.
  /// - An alert the user dismissed without a button (a tap outside an action sheet's popover,
  ///   reported by its presentation's delegate): the alert dismissed without a choice, which
  ///   answers its cancel action (the host's Cancel: none). UIKit may run the cancel action's
  ///   handler too; whichever arrives second finds the alert gone, and the engine refuses it.
  /// - A tap on a tab the tab bar shows: ``UserNavigation/selectedTab(_:)``, which the engine
  ///   turns into a selection, or a pop to the root when it is the selected tab, asking leave
  ///   guards first; a tab no longer displayed is stale.
  /// - `didShow` in the detail column of an expanded split view: the same as the base level's,
  ///   the displayed leading columns (sidebar, content) before the detail's stacks, so a back in
  ///   the detail is the user's pop of the base stack. Without a displayed split view it is
  ///   stale. (Collapsed, the compact column reports the base level's own `didShow`.)
  func userNavigation(for event: UIKitHostEvent) -> UserNavigation? {
    switch event {
    case .navigationControllerDidShow(let level, let shown, let rendered):
      guard let current = self.level(level) else { return nil }
      let destination = HostLevels.backDestination(
        remaining: shown, rendered: rendered, current: current.screens,
        isTopLevel: level == topLevel)
      return destination.map { .wentBack(to: $0) }
    case .interactivePopCancelled(let level):
      return level == topLevel ? .cancelledGesture : nil
    case .presentationControllerDidDismiss(let layerRoot):
      let isDisplayed = levels.dropFirst().contains { $0.screens.first == layerRoot }
      return isDisplayed ? .dismissedLayer(containing: layerRoot) : nil
    case .sheetDidChangeSelectedDetent(let layerRoot, let identifier):
      let sheet = levels.dropFirst().first { $0.screens.first == layerRoot }?.sheetDetents
      return sheet?.userNavigation(forSelectedIdentifier: identifier)
    case .alertActionChosen(let actionID, let alertID):
      return .choseAlertAction(actionID: actionID, alertID: alertID)
    case .alertDismissed(let alertID):
      return .dismissedAlert(alertID: alertID)
    case .tabTapped(let tab):
      let isDisplayed = tabBar?.tabs.contains { $0.id == tab } ?? false
      return isDisplayed ? .selectedTab(tab) : nil
    case .detailColumnDidShow(let shown, let rendered):
      guard let leading = split?.leading else { return nil }
      return userNavigation(
        for: .navigationControllerDidShow(
          level: 0, shown: leading + shown, rendered: leading + rendered))
    }
  }
}
