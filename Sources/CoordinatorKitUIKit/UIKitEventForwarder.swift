#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// The delegate of a ``NavigatorHost``'s navigation controllers and presentations: it hands
  /// UIKit's callbacks to the host, which translates them, untouched by any decision.
  @MainActor
  final class UIKitEventForwarder: NSObject, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate
  {
    var didShow: (UINavigationController) -> Void = { _ in }
    var willShow: (UINavigationController) -> Void = { _ in }
    var didDismiss: (UIPresentationController) -> Void = { _ in }
    var didAttemptToDismiss: (UIPresentationController) -> Void = { _ in }

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      willShow(navigationController)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      didShow(navigationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      didDismiss(presentationController)
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      didAttemptToDismiss(presentationController)
    }
  }
#endif
