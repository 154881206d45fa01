#if canImport(UIKit)
  import UIKit

  #if canImport(ObjectiveC)
    import ObjectiveC

    /// Forwarding to the app's navigation controller delegate through the Objective-C runtime:
    /// the forwarder answers `responds(to:)` for every `UINavigationControllerDelegate` method
    /// the app's delegate implements (interaction controllers, supported orientations) and hands
    /// those calls to it with `forwardingTarget(for:)`; the three it implements itself
    /// (`willShow`, `didShow`, and the animation controller, which the host's
    /// `transitionAnimator` answers first) it passes on explicitly.
    ///
    /// The stand-in UIKit of `Checks/PublicAPI` has no Objective-C runtime, so it type-checks
    /// the `#else` branch; the real-SDK type-check covers this one.
    extension UIKitEventForwarder {
      override nonisolated func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        guard let aSelector, Self.isNavigationDelegateMethod(aSelector) else { return false }
        return navigationDelegate?.responds(to: aSelector) ?? false
      }

      override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let aSelector, Self.isNavigationDelegateMethod(aSelector),
          let target = navigationDelegate, target.responds(to: aSelector)
        {
          return target
        }
        return super.forwardingTarget(for: aSelector)
      }

      /// Whether `selector` is an optional instance method of `UINavigationControllerDelegate`.
      private nonisolated static func isNavigationDelegateMethod(_ selector: Selector) -> Bool {
        protocol_getMethodDescription(UINavigationControllerDelegate.self, selector, false, true)
          .name != nil
      }

      func forwardWillShow(
        _ navigationController: UINavigationController, _ viewController: UIViewController,
        _ animated: Bool
      ) {
        navigationDelegate?.navigationController?(
          navigationController, willShow: viewController, animated: animated)
      }

      func forwardDidShow(
        _ navigationController: UINavigationController, _ viewController: UIViewController,
        _ animated: Bool
      ) {
        navigationDelegate?.navigationController?(
          navigationController, didShow: viewController, animated: animated)
      }

      func forwardAnimationController(
        _ navigationController: UINavigationController,
        _ operation: UINavigationController.Operation, _ fromVC: UIViewController,
        _ toVC: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? {
        navigationDelegate?.navigationController?(
          navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
      }
    }
  #else
    extension UIKitEventForwarder {
      func forwardWillShow(
        _ navigationController: UINavigationController, _ viewController: UIViewController,
        _ animated: Bool
      ) {
        navigationDelegate?.navigationController(
          navigationController, willShow: viewController, animated: animated)
      }

      func forwardDidShow(
        _ navigationController: UINavigationController, _ viewController: UIViewController,
        _ animated: Bool
      ) {
        navigationDelegate?.navigationController(
          navigationController, didShow: viewController, animated: animated)
      }

      func forwardAnimationController(
        _ navigationController: UINavigationController,
        _ operation: UINavigationController.Operation, _ fromVC: UIViewController,
        _ toVC: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? {
        navigationDelegate?.navigationController(
          navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
      }
    }
  #endif
#endif
