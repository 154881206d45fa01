import Foundation

/// A view controller: its view, loaded on first use; its children; its appearance; what it
/// tells the window about the status bar and orientations. Presentation is in
/// UIViewController+Presentation.swift.
///
/// Rules:
/// - `view` loads on first access: `loadView()`, which a subclass may override to set its own
///   view, then `viewDidLoad()`; `viewIfLoaded` is `nil` until then
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/view,
///   https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded).
/// - `addChild(_:)` calls the child's `willMove(toParent:)` with the new parent, and
///   `removeFromParent()` calls its `didMove(toParent:)` with `nil`
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:),
///   https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()).
/// - `navigationController`, `tabBarController` and `splitViewController` are the nearest
///   ancestor of that kind
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller).
/// - `transitionCoordinator` is the coordinator of the transition the controller is in, or,
///   when it is in none, its parent's
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator).
// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  private var ownNavigationItem: UINavigationItem?
  private var ownTabBarItem: UITabBarItem?
  private weak var ownParent: UIViewController?
  /// The controller this one presents (it holds it, as UIKit's presenting controller does).
  var presentedViewControllerOfModel: UIViewController?
  /// How this controller is presented, while it is.
  var modelPresentation: ModelPresentation?
  /// The presentation controller made before this controller is presented.
  var pendingPresentationController: UIPresentationController?
  /// The transition of a container that changes its children (a push, a tab change).
  var containerTransition: ModelTransition?

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {
    super.init()
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller (init() inherited from NSObject)
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed
  // (see CustomTransitions.swift)
  open var hidesBottomBarWhenPushed = false
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
  weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// The storage of `preferredTransition`, which is iOS 18 API.
  private var modelPreferredTransition: AnyObject?
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition
  @available(iOS 18.0, *)
  open var preferredTransition: UIViewController.Transition? {
    get { modelPreferredTransition as? UIViewController.Transition }
    set { modelPreferredTransition = newValue }
  }

  // MARK: The view

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  // (null_resettable: implicitly unwrapped)
  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        if loadedView == nil { loadedView = UIView() }
        loadedView?.owningController = self
        viewDidLoad()
      }
      return loadedView
    }
    set {
      loadedView = newValue
      newValue?.owningController = self
    }
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
  open var viewIfLoaded: UIView? { loadedView }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  open var isViewLoaded: Bool { loadedView != nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() {
    view = UIView()
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  open func viewWillAppear(_ animated: Bool) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  open func viewDidAppear(_ animated: Bool) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  open func viewWillDisappear(_ animated: Bool) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  open func viewDidDisappear(_ animated: Bool) {}

  // MARK: Children

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/children
  open private(set) var children: [UIViewController] = []
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  open var parent: UIViewController? { ownParent }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  @available(iOS 5.0, *)
  open func addChild(_ childController: UIViewController) {
    guard childController.ownParent !== self else { return }
    if childController.ownParent != nil {
      childController.removeFromParent()
    }
    childController.willMove(toParent: self)
    children.append(childController)
    childController.ownParent = self
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  @available(iOS 5.0, *)
  open func removeFromParent() {
    guard let parent = ownParent else { return }
    parent.children.removeAll { $0 === self }
    ownParent = nil
    didMove(toParent: nil)
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
  @available(iOS 5.0, *)
  open func willMove(toParent parent: UIViewController?) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  @available(iOS 5.0, *)
  open func didMove(toParent parent: UIViewController?) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  open var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
  open var tabBarController: UITabBarController? {
    var current = parent
    while let controller = current {
      if let tabs = controller as? UITabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/splitviewcontroller
  open var splitViewController: UISplitViewController? {
    var current = parent
    while let controller = current {
      if let split = controller as? UISplitViewController { return split }
      current = controller.parent
    }
    return nil
  }

  // MARK: Bars

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  open var navigationItem: UINavigationItem {
    if let item = ownNavigationItem { return item }
    let item = UINavigationItem()
    ownNavigationItem = item
    return item
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
  // (null_resettable: implicitly unwrapped)
  open var tabBarItem: UITabBarItem! {
    get {
      if let item = ownTabBarItem { return item }
      let item = UITabBarItem(title: title, image: nil, selectedImage: nil)
      ownTabBarItem = item
      return item
    }
    set { ownTabBarItem = newValue }
  }

  // MARK: Presentation (the rules and the work: UIViewController+Presentation.swift)

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? {
    presentedViewControllerOfModel ?? parent?.presentedViewController
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  open var presentingViewController: UIViewController? {
    modelPresentation?.presenting ?? parent?.presentingViewController
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
  open var isBeingPresented: Bool { modelPresentation?.isBeingPresented ?? false }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
  open var isBeingDismissed: Bool { modelPresentation?.isBeingDismissed ?? false }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
  @available(iOS 13.0, *)
  open var isModalInPresentation = false
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
  @available(iOS 8.0, *)
  open var presentationController: UIPresentationController? { modelPresentationController() }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  @available(iOS 8.0, *)
  open var popoverPresentationController: UIPopoverPresentationController? {
    modelPresentationController() as? UIPopoverPresentationController
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
  @available(iOS 15.0, *)
  open var sheetPresentationController: UISheetPresentationController? {
    modelPresentationController() as? UISheetPresentationController
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (@MainActor @Sendable () -> Void)? = nil
  ) {
    modelPresent(viewControllerToPresent, animated: flag, completion: completion)
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  open func dismiss(animated flag: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {
    modelDismiss(animated: flag, completion: completion)
  }

  // MARK: Transitions and traits

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    if let transition = modelPresentation?.transition, !transition.hasCompleted {
      return transition
    }
    if let transition = containerTransition, !transition.hasCompleted { return transition }
    return parent?.transitionCoordinator
  }

  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  open var traitCollection: UITraitCollection {
    viewIfLoaded?.window?.modelTraits ?? parent?.traitCollection
      ?? modelPresentation?.presenting?.traitCollection
      ?? UITraitCollection(horizontalSizeClass: .unspecified)
  }

  /// The window this controller is in, through its parents and presenters.
  var modelWindow: UIWindow? {
    viewIfLoaded?.window ?? parent?.modelWindow ?? modelPresentation?.presenting?.modelWindow
  }

  /// The window's traits may have changed: a split view controller collapses or expands.
  func modelTraitsMayHaveChanged() {}

  // MARK: Status bar and orientations

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden
  open var prefersStatusBarHidden: Bool { false }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
  @available(iOS 7.0, *)
  open var childForStatusBarStyle: UIViewController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
  @available(iOS 7.0, *)
  open var childForStatusBarHidden: UIViewController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/prefershomeindicatorautohidden
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforhomeindicatorautohidden
  @available(iOS 11.0, *)
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
  open func setNeedsStatusBarAppearanceUpdate() {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations
  // ("The default values for a view controller's supported interface orientations is set to
  // all for the iPad idiom and allButUpsideDown for the iPhone idiom": the model is a phone.)
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredinterfaceorientationforpresentation
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
}

// https://developer.apple.com/documentation/uikit/uistatusbarstyle
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
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
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
  ]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight,
  ]
}
