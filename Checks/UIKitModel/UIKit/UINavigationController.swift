import Foundation

/// A navigation controller: a stack of view controllers, the top one shown.
///
/// Rules:
/// - `viewControllers` changes at once; assigning it is `setViewControllers(_:animated:)` with
///   `false` (https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers).
/// - `pushViewController(_:animated:)` raises an exception for a controller already on the
///   stack (https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:));
///   `popViewController(animated:)` does nothing at the root
///   (https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:));
///   `popToViewController(_:animated:)` needs a controller on the stack
///   (https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)).
/// - `setViewControllers(_:animated:)` animates a push when the new top is not on the stack, a
///   pop when it is below the top, and nothing when it is the top already
///   (https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)).
/// - A change of the top controller while the navigation controller is on screen tells the
///   delegate `willShow` before it and `didShow` after it; animated, it runs with a
///   `transitionCoordinator` and completes on a later turn
///   (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:),
///   https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)).
///   Off screen, nothing animates and the delegate hears of the top when the view appears.
/// - A change while another animates on the same navigation controller is not defined by UIKit
///   (it logs "nested push animation can result in corrupted navigation bar"): a violation.
/// - The edge swipe (`interactivePopGestureRecognizer`) begins only when it is enabled, its
///   delegate lets it (`gestureRecognizerShouldBegin(_:)`), the stack has a screen to go back
///   to and no transition runs; it pops interactively: `willShow` for the screen below, then,
///   when the user lets go, the coordinator's `notifyWhenInteractionChanges(_:)` handlers, then
///   on a later turn its completions and, finished, `didShow` for the screen below; cancelled,
///   the stack is as before and (`UIKitModel.Choices.didShowAfterCancelledPop`) `didShow` names
///   the screen that stayed
///   (https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer).
/// - iOS 26's swipe anywhere in the content (`interactiveContentPopGestureRecognizer`) pops the
///   same way, under the same conditions, with its own recognizer and delegate
///   (https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer).
/// - The back button pops the top screen; a `backAction` on the top screen's navigation item
///   replaces that action (https://developer.apple.com/documentation/uikit/uinavigationitem/backaction);
///   there is no back button when the item hides it or has its own leading item
///   (https://developer.apple.com/documentation/uikit/uinavigationitem/hidesbackbutton,
///   https://developer.apple.com/documentation/uikit/uinavigationbar/backitem).
// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []
  private let popGesture = UIGestureRecognizer()
  private let contentPopGesture = UIGestureRecognizer()

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
  weak open var delegate: (any UINavigationControllerDelegate)?
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
  open var topViewController: UIViewController? { stack.last }
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller
  open var visibleViewController: UIViewController? {
    topViewController?.presentedViewController ?? topViewController
  }
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
  @available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)
  open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPopGesture }

  open override func loadView() {
    view = UIView()
    showContentViews()
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else {
      return UIKitModel.violate(
        "pushViewController: \(type(of: viewController)) is already on the navigation stack")
    }
    change(to: stack + [viewController], animated: animated)
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    change(to: Array(stack.dropLast()), animated: animated)
    return top
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1, let root = stack.first else { return nil }
    let popped = Array(stack.dropFirst())
    change(to: [root], animated: animated)
    return popped
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      UIKitModel.violate(
        "popToViewController: \(type(of: viewController)) is not on the navigation stack")
      return nil
    }
    let popped = Array(stack[(index + 1)...])
    change(to: Array(stack[...index]), animated: animated)
    return popped
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    change(to: viewControllers, animated: animated)
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/supportedinterfaceorientations
  // (the delegate's navigationControllerSupportedInterfaceOrientations(_:) when it answers one)
  open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    if let answer = delegate?.navigationControllerSupportedInterfaceOrientations(self),
      !answer.isEmpty
    {
      return answer
    }
    return super.supportedInterfaceOrientations
  }

  // MARK: The model

  /// Whether the navigation controller's view is in a shown window.
  var isOnScreen: Bool {
    guard let window = viewIfLoaded?.window else { return false }
    return window.isShowing(self)
  }

  /// Whether a push, pop or stack change of this navigation controller is running.
  var isTransitioning: Bool {
    guard let transition = containerTransition else { return false }
    return !transition.hasCompleted
  }

  private func change(to newStack: [UIViewController], animated requested: Bool) {
    let ids = Set(newStack.map(ObjectIdentifier.init))
    guard ids.count == newStack.count else {
      return UIKitModel.violate("setViewControllers: a view controller appears twice in the stack")
    }
    if let running = containerTransition, !running.hasCompleted {
      UIKitModel.violate(
        "\(type(of: self)): the stack changed while a transition was running (nested push "
          + "animation can result in corrupted navigation bar)")
      if running.isInteractive { running.endInteraction(cancelled: false) }
      running.complete()
    }
    let oldTop = stack.last
    let newTop = newStack.last
    for controller in newStack where controller.parent !== self {
      if controller.parent != nil {
        UIKitModel.violate(
          "\(type(of: controller)) is pushed while it is the child of another container")
      }
      addChild(controller)
    }
    let removed = stack.filter { !ids.contains(ObjectIdentifier($0)) }
    stack = newStack
    let onScreen = isOnScreen
    let topChanges = oldTop !== newTop
    let animated = requested && onScreen && topChanges && oldTop != nil && newTop != nil
    if topChanges, onScreen, let newTop {
      delegate?.navigationController(self, willShow: newTop, animated: animated)
    }
    guard animated else {
      finishChange(removing: removed)
      if topChanges, onScreen, let newTop {
        delegate?.navigationController(self, didShow: newTop, animated: false)
      }
      return
    }
    showContentViews(alsoShowing: oldTop)
    let transition = ModelTransition(animated: true) { [weak self] _ in
      self?.finishChange(removing: removed)
    }
    transition.afterCompletions = { [weak self] _ in
      guard let self, let newTop else { return }
      self.delegate?.navigationController(self, didShow: newTop, animated: true)
    }
    containerTransition = transition
    transition.start()
  }

  private func finishChange(removing removed: [UIViewController]) {
    for controller in removed
    where controller.parent === self && !stack.contains(where: { $0 === controller }) {
      controller.removeFromParent()
    }
    showContentViews()
  }

  /// Puts the top controller's view (and `extra`'s, during a transition) in the navigation
  /// controller's view, and nothing else.
  private func showContentViews(alsoShowing extra: UIViewController? = nil) {
    guard let container = viewIfLoaded else { return }
    let wanted = [extra, stack.last].compactMap { $0 }
    for subview in container.subviews
    where !wanted.contains(where: { $0.viewIfLoaded === subview }) {
      subview.removeFromSuperview()
    }
    for controller in wanted where controller.view.superview !== container {
      controller.view.frame = container.bounds
      container.addSubview(controller.view)
    }
  }

  /// The view appears: the delegate hears of the top controller it shows.
  func modelWillAppear(animated: Bool) {
    guard let top = stack.last else { return }
    delegate?.navigationController(self, willShow: top, animated: animated)
  }

  func modelDidAppear(animated: Bool) {
    guard let top = stack.last, !isTransitioning else { return }
    delegate?.navigationController(self, didShow: top, animated: animated)
  }

  /// The user begins an edge swipe (or, `inContent`, iOS 26's swipe in the content): an
  /// interactive pop, when UIKit lets it begin.
  func modelBeginInteractivePop(inContent: Bool = false) -> Bool {
    let gesture = inContent ? contentPopGesture : popGesture
    guard stack.count > 1, isOnScreen, !isTransitioning, gesture.isEnabled,
      gesture.delegate?.gestureRecognizerShouldBegin(gesture) ?? true,
      let oldTop = stack.last
    else { return false }
    let newTop = stack[stack.count - 2]
    stack.removeLast()
    delegate?.navigationController(self, willShow: newTop, animated: true)
    showContentViews(alsoShowing: oldTop)
    let transition = ModelTransition(animated: true, interactive: true) { [weak self] cancelled in
      guard let self else { return }
      if cancelled {
        self.stack.append(oldTop)
        self.showContentViews()
      } else {
        self.finishChange(removing: [oldTop])
      }
    }
    transition.isNavigationPop = true
    transition.afterCompletions = { [weak self] cancelled in
      guard let self else { return }
      if !cancelled {
        self.delegate?.navigationController(self, didShow: newTop, animated: true)
      } else if UIKitModel.choices.didShowAfterCancelledPop {
        self.delegate?.navigationController(self, didShow: oldTop, animated: true)
      }
    }
    containerTransition = transition
    transition.start()
    return true
  }

  /// Whether the top screen shows a back button: there is a screen to go back to (or a back
  /// action), and the item neither hides it nor has its own leading item.
  var modelHasBackButton: Bool {
    guard let item = stack.last?.navigationItem else { return false }
    return (stack.count > 1 || item.backAction != nil) && !item.hidesBackButton
      && item.leftBarButtonItem == nil
  }

  /// The user taps the back button.
  func modelTapBack() -> Bool {
    guard modelHasBackButton, !isTransitioning, let item = stack.last?.navigationItem else {
      return false
    }
    if let action = item.backAction {
      action.modelPerform()
    } else {
      popViewController(animated: true)
    }
    return true
  }
}

// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
// (Optional Objective-C requirements are requirements with default implementations here.)
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
  // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontrollersupportedinterfaceorientations(_:)
  // (the default, an empty mask, stands for a delegate that does not implement it)
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
  public func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask { [] }
}

/// A gesture recognizer: it can be disabled, and its delegate can stop it from beginning.
// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor
open class UIGestureRecognizer: NSObject {
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
  open var isEnabled = true
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
  weak open var delegate: (any UIGestureRecognizerDelegate)?
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
}
