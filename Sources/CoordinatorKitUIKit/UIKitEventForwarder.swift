#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// The delegate of a ``NavigatorHost``'s navigation controllers, presentations and tab bar
  /// controller: it hands UIKit's callbacks to the host, which translates them, untouched by any
  /// decision, and forwards every `UINavigationControllerDelegate` call to the app's own
  /// delegate, ``navigationDelegate`` (see `UIKitEventForwarder+Forwarding.swift`).
  @MainActor
  final class UIKitEventForwarder: NSObject, UINavigationControllerDelegate,
    UISheetPresentationControllerDelegate, UITabBarControllerDelegate
  {
    /// The app's own navigation controller delegate, held weakly as UIKit holds a delegate.
    /// Read by the Objective-C runtime's forwarding, which UIKit calls on the main thread.
    nonisolated(unsafe) weak var navigationDelegate: (any UINavigationControllerDelegate)?
    var didShow: (UINavigationController) -> Void = { _ in }
    var willShow: (UINavigationController) -> Void = { _ in }
    var didDismiss: (UIPresentationController) -> Void = { _ in }
    var didAttemptToDismiss: (UIPresentationController) -> Void = { _ in }
    /// The user dragged a sheet to another detent.
    var didChangeSelectedDetent: (UISheetPresentationController) -> Void = { _ in }
    /// Whether UIKit may select the tab of `viewController`; the host answers `false` for its
    /// own tabs and reports the tap instead.
    var shouldSelect: (UIViewController) -> Bool = { _ in true }

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
  }
#endif
