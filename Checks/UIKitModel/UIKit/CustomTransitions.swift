import Foundation

// Custom and zoom transitions: the animators an app gives through a navigation controller's
// delegate or a presented controller's transitioning delegate, and iOS 18's
// `preferredTransition = .zoom`.
//
// Rules:
// - An animated push or pop asks the navigation controller's delegate for an animator
//   (`navigationController(_:animationControllerFor:from:to:)`); a non-nil one animates the
//   transition: UIKit asks it for its duration and tells it to animate with a context
//   (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:),
//   https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning).
// - An animated presentation of a controller with a `transitioningDelegate` asks it for
//   `animationController(forPresented:presenting:source:)`, and its animated dismissal for
//   `animationController(forDismissed:)`
//   (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate).
// - With no animator, a controller whose `preferredTransition` is a zoom zooms: "The system
//   calls the source view provider when it presents and when it dismisses the view controller"
//   (https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)),
//   for a push and its pop as for a presentation and its dismissal.
// - A pushed controller whose `hidesBottomBarWhenPushed` is true hides its tab bar controller's
//   bar, which "remains hidden until the view controller is popped from the stack"
//   (https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed).
//
// What the model leaves out: the animations themselves (the transition ends on the model's own
// schedule, whether or not the animator calls `completeTransition(_:)`), interaction
// controllers, presentation controllers of `.custom` presentations, and zoom options.

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
    /// The zoom's source view provider.
    private var provider: ((ZoomSourceViewProviderContext) -> UIView?)?

    required override init() {
      super.init()
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions
    @MainActor
    public class ZoomOptions: NSObject {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext
    @MainActor
    public class ZoomSourceViewProviderContext: NSObject {
      // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext/sourceviewcontroller
      public let sourceViewController: UIViewController
      // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext/zoomedviewcontroller
      public let zoomedViewController: UIViewController

      init(source: UIViewController, zoomed: UIViewController) {
        sourceViewController = source
        zoomedViewController = zoomed
      }
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)
    public static func zoom(
      options: ZoomOptions? = nil,
      sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
    ) -> Self {
      let transition = Self()
      transition.provider = sourceViewProvider
      return transition
    }

    /// The view the zoom grows from or shrinks to, as the provider returns it.
    func sourceView(source: UIViewController, zoomed: UIViewController) -> UIView? {
      provider?(ZoomSourceViewProviderContext(source: source, zoomed: zoomed))
    }
  }
}

/// What the model's custom and zoom transitions did, in order: the app's animators run and the
/// zooms' source views asked for.
@_spi(UIKitModel)
@MainActor
public enum ModelCustomTransitions {
  /// One transition drawn other than the standard way.
  public struct Entry {
    /// What happened: `push`, `pop`, `present` or `dismiss`.
    public let operation: String
    /// The controller that appears (push, present) or leaves (pop, dismiss), while it lives.
    public weak var controller: UIViewController?
    /// The app's animator that ran it, if one did.
    public let animator: (any UIViewControllerAnimatedTransitioning)?
    /// For a zoom, whether the provider was asked (`true`) and the source view it returned.
    public let zoomed: Bool
    public let sourceView: UIView?
  }

  /// The transitions drawn since the last `reset()`.
  public static var log: [Entry] = []

  /// Whether `navigation`'s tab bar controller hides its bar: a controller pushed on the
  /// selected navigation controller (above its root) hides it.
  public static func isTabBarHidden(in tabs: UITabBarController) -> Bool {
    guard let navigation = tabs.selectedViewController as? UINavigationController else {
      return false
    }
    return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
  }

  /// An animated push or pop of `navigation` from `oldTop` to `newTop`: the delegate's animator,
  /// or the zoom of the controller that appears or leaves.
  static func navigate(
    _ navigation: UINavigationController, from oldTop: UIViewController,
    to newTop: UIViewController, isPush: Bool
  ) {
    let operation: UINavigationController.Operation = isPush ? .push : .pop
    let moving = isPush ? newTop : oldTop
    if let animator = navigation.delegate?.navigationController(
      navigation, animationControllerFor: operation, from: oldTop, to: newTop)
    {
      run(animator, in: navigation.view)
      log.append(
        Entry(
          operation: isPush ? "push" : "pop", controller: moving, animator: animator,
          zoomed: false, sourceView: nil))
      return
    }
    zoomIfPreferred(moving, from: isPush ? oldTop : newTop, operation: isPush ? "push" : "pop")
  }

  /// An animated presentation of `presented` by `presenter`, or its dismissal.
  static func present(
    _ presented: UIViewController, by presenter: UIViewController, dismissing: Bool
  ) {
    if let delegate = presented.transitioningDelegate {
      let animator =
        dismissing
        ? delegate.animationController(forDismissed: presented)
        : delegate.animationController(
          forPresented: presented, presenting: presenter, source: presenter)
      if let animator {
        run(animator, in: presented.view)
        log.append(
          Entry(
            operation: dismissing ? "dismiss" : "present", controller: presented,
            animator: animator, zoomed: false, sourceView: nil))
        return
      }
    }
    zoomIfPreferred(presented, from: presenter, operation: dismissing ? "dismiss" : "present")
  }

  private static func zoomIfPreferred(
    _ zoomed: UIViewController, from source: UIViewController, operation: String
  ) {
    guard #available(iOS 18, *), let transition = zoomed.preferredTransition else { return }
    let view = transition.sourceView(source: source, zoomed: zoomed)
    log.append(
      Entry(
        operation: operation, controller: zoomed, animator: nil, zoomed: true, sourceView: view))
  }

  private static func run(
    _ animator: any UIViewControllerAnimatedTransitioning, in container: UIView
  ) {
    let context = ModelTransitionContext(containerView: container)
    _ = animator.transitionDuration(using: context)
    animator.animateTransition(using: context)
  }
}

/// The context an animator is given: its container view, and whether it completed.
@MainActor
final class ModelTransitionContext: NSObject, UIViewControllerContextTransitioning {
  let containerView: UIView
  let transitionWasCancelled = false
  private(set) var didComplete: Bool?

  init(containerView: UIView) {
    self.containerView = containerView
  }

  func completeTransition(_ didComplete: Bool) {
    self.didComplete = didComplete
  }
}
