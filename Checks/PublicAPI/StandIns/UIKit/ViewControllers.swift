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
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  // (null_resettable: implicitly unwrapped)
  open var view: UIView! = UIView()
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
  @available(iOS 9.0, *)
  open var viewIfLoaded: UIView? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  open func viewWillAppear(_ animated: Bool) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  open func viewDidAppear(_ animated: Bool) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  open var navigationController: UINavigationController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  @available(iOS 5.0, *)
  open func addChild(_ childController: UIViewController) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  @available(iOS 5.0, *)
  open func removeFromParent() {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
  @available(iOS 5.0, *)
  open func willMove(toParent parent: UIViewController?) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  @available(iOS 5.0, *)
  open func didMove(toParent parent: UIViewController?) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
  @available(iOS 7.0, *)
  open var childForStatusBarStyle: UIViewController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
  @available(iOS 7.0, *)
  open var childForStatusBarHidden: UIViewController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforhomeindicatorautohidden
  @available(iOS 11.0, *)
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredinterfaceorientationforpresentation
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
  open var isBeingPresented: Bool { false }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
  open var isBeingDismissed: Bool { false }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
  // (null_resettable: implicitly unwrapped)
  open var tabBarItem: UITabBarItem! = UITabBarItem()
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
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  @available(iOS 8.0, *)
  open var popoverPresentationController: UIPopoverPresentationController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
  @available(iOS 15.0, *)
  open var sheetPresentationController: UISheetPresentationController? { nil }
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

// https://developer.apple.com/documentation/uikit/uiinterfaceorientation
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeRight = 3
  case landscapeLeft = 4
}

// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let allButUpsideDown: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight,
  ]
}

// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case popover = 7
  case automatic = -2
}

// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  open var viewControllers: [UIViewController] = []
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
  open var topViewController: UIViewController? { nil }
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? { nil }
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
  weak open var delegate: (any UINavigationControllerDelegate)?
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
  // (iOS 26, iPadOS 26, Mac Catalyst 26, visionOS 26)
  @available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)
  open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { nil }
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
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
  weak open var delegate: (any UIGestureRecognizerDelegate)?
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
// (Optional Objective-C requirements are requirements with default implementations here.)
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

// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {}
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {}
  // https://developer.apple.com/documentation/uikit/uiview (init() inherited from NSObject)
  public override convenience init() { self.init(frame: .zero) }
  // https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect = .zero
  // https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect = .zero
  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
  open var autoresizingMask: UIView.AutoresizingMask = []
  // https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? { nil }
  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {}
  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {}
  // https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
  open func isDescendant(of view: UIView) -> Bool { false }
  // https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open func setNeedsLayout() {}
  // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  open func layoutIfNeeded() {}

  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }
}

// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {
  // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
  @available(iOS 13.0, *)
  public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) { super.init(frame: frame) }
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  // https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  @available(iOS 13.0, *)
  weak open var windowScene: UIWindowScene?
  // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  open var rootViewController: UIViewController?
  // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  open func makeKeyAndVisible() {}
}
