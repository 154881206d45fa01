#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// The delegate of a ``NavigatorHost``'s navigation controllers, presentations, tab bar
  /// controller and split view controllers: it hands UIKit's callbacks to the host, which translates them, untouched by any
  /// decision, and forwards every `UINavigationControllerDelegate` call to the app's own
  /// delegate, ``navigationDelegate`` (see `UIKitEventForwarder+Forwarding.swift`).
  @MainActor
  final class UIKitEventForwarder: NSObject, UINavigationControllerDelegate,
    UISheetPresentationControllerDelegate, UITabBarControllerDelegate,
    UISplitViewControllerDelegate
  {
    /// The app's own navigation controller delegate, held weakly as UIKit holds a delegate.
    /// Read by the Objective-C runtime's forwarding, which UIKit calls on the main thread.
    nonisolated(unsafe) weak var navigationDelegate: (any UINavigationControllerDelegate)?
    var didShow: (UINavigationController) -> Void = { _ in }
    var willShow: (UINavigationController) -> Void = { _ in }
    var didDismiss: (UIPresentationController) -> Void = { _ in }
    var didAttemptToDismiss: (UIPresentationController) -> Void = { _ in }
    /// Whether the user may dismiss what the presentation controller presents (an action sheet
    /// tapped outside its popover).
    var shouldDismiss: (UIPresentationController) -> Bool = { _ in true }
    /// The user dragged a sheet to another detent.
    var didChangeSelectedDetent: (UISheetPresentationController) -> Void = { _ in }
    /// Whether UIKit may select the tab of `viewController`; the host answers `false` for its
    /// own tabs and reports the tap instead.
    var shouldSelect: (UIViewController) -> Bool = { _ in true }
    /// Whether UIKit may select this `UITab` (iOS 18): the host answers `false` for its own tabs
    /// and reports the tap instead.
    var shouldSelectTab: (AnyObject) -> Bool = { _ in true }
    /// UIKit collapses (`true`) or expands a split view controller: the host moves its screens
    /// between the compact column and the others. Heard before the change and again after it;
    /// the host acts on the first.
    var splitChangesForm: (UISplitViewController, _ collapsed: Bool) -> Void = { _, _ in }

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      willShow(navigationController)
      forwardWillShow(navigationController, viewController, animated)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      didShow(navigationController)
      forwardDidShow(navigationController, viewController, animated)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      shouldDismiss(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      didDismiss(presentationController)
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      didAttemptToDismiss(presentationController)
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      didChangeSelectedDetent(sheetPresentationController)
    }

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      shouldSelect(viewController)
    }

    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      splitChangesForm(svc, true)
      return proposedTopColumn
    }

    func splitViewController(
      _ svc: UISplitViewController,
      displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
        .DisplayMode
    ) -> UISplitViewController.DisplayMode {
      splitChangesForm(svc, false)
      return proposedDisplayMode
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
      splitChangesForm(svc, true)
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
      splitChangesForm(svc, false)
    }
  }
#endif
