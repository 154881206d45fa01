// Stand-in for UIKit's custom transitions and zoom transitions, which the UIKit host uses for a
// screen's ScreenOptions and the app's own animators; see ViewControllers.swift. The zoom is iOS
// 18 API: the check's manifest gives this module a version number newer than the iOS 17.4 SDK's,
// so the host's `canImport(UIKit, _version: 8000)` code is compiled here.
import Foundation  // TimeInterval

// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
  var containerView: UIView { get }
  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/transitionwascancelled
  var transitionWasCancelled: Bool { get }
  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
  func completeTransition(_ didComplete: Bool)
}

// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  // https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:)
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
}

// Optional methods: UIKit's answer for a delegate that does not implement them.
extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
}

extension UINavigationController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation
  public enum Operation: Int, Sendable {
    case none = 0
    case push = 1
    case pop = 2
  }
}

extension UIViewController {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition
  @available(iOS 18.0, *)
  @MainActor
  public class Transition: NSObject {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions
    @MainActor
    public class ZoomOptions: NSObject {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext
    @MainActor
    public class ZoomSourceViewProviderContext: NSObject {
      // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext/sourceviewcontroller
      public var sourceViewController: UIViewController { UIViewController() }
      // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext/zoomedviewcontroller
      public var zoomedViewController: UIViewController { UIViewController() }
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)
    public static func zoom(
      options: ZoomOptions? = nil,
      sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
    ) -> Self { fatalError() }
  }
}
