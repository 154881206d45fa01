// Stand-in for UIKit: only the API CoordinatorKit's adapters and examples use, each declaration
// re-typed from Apple's documentation (URL above it), never copied from an SDK. Optional
// Objective-C protocol requirements are requirements with default implementations here (Linux
// has no Objective-C runtime). Bodies are placeholders: this module only type-checks.
@_exported import Foundation  // `import UIKit` makes Foundation visible, as the real one does.

// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller (init() inherited from NSObject)
  public override convenience init() { self.init(nibName: nil, bundle: nil) }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  open func viewWillAppear(_ animated: Bool) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  open var navigationItem: UINavigationItem { UINavigationItem() }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
  @available(iOS 13.0, *)
  open var isModalInPresentation = false
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
  @available(iOS 8.0, *)
  open var presentationController: UIPresentationController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (@MainActor @Sendable () -> Void)? = nil
  ) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  open func dismiss(animated flag: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {}
}

// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case automatic = -2
}

// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  open var viewControllers: [UIViewController] = []
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
  weak open var delegate: (any UINavigationControllerDelegate)?
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
}

// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
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
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor
open class UIGestureRecognizer: NSObject {
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
  open var isEnabled = true
}
