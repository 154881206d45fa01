import Foundation

/// A window: it shows its root view controller's view and, above it, the views of the
/// controllers presented in it; it runs the appearance methods of the controllers whose views
/// enter or leave it.
///
/// Rules:
/// - Setting `rootViewController` installs that controller's view as the window's content
///   (https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller).
/// - `makeKeyAndVisible()` shows the window
///   (https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()).
/// - `viewWillAppear(_:)` runs before a controller's view is added to a view hierarchy in the
///   window, `viewDidAppear(_:)` after it was, once any transition running then completed;
///   likewise `viewWillDisappear(_:)` and `viewDidDisappear(_:)` when it leaves
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:),
///   https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)). So a
///   controller that presents a page sheet, a popover or an alert, whose view stays, hears
///   nothing when it goes away; only a full-screen presentation removes the presenter's views
///   (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen).
/// - A navigation controller whose view enters the window shows its top view controller: its
///   delegate hears `willShow` and `didShow` for it
///   (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)).
// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {
  /// The width class of the window: compact for a phone in portrait (the default), regular for
  /// an iPad's full screen.
  var modelSizeClass: UIUserInterfaceSizeClass = .compact
  var modelTraits: UITraitCollection { UITraitCollection(horizontalSizeClass: modelSizeClass) }
  /// Whether the window is shown.
  private var isShown = false
  /// The controllers whose views are in the window, as the last refresh found them.
  private var visible: [ObjectIdentifier: WeakController] = [:]
  private var waitingForDidAppear: [WeakController] = []
  private var waitingForDidDisappear: [WeakController] = []
  private var isRefreshing = false
  private var needsRefresh = false

  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
  // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
  // ("already associated with a given UIWindowScene instance, with matching frame", UIWindow.h)
  public init(windowScene: UIWindowScene) {
    super.init(frame: Self.modelFrame(regularWidth: windowScene.modelRegularWidth))
    modelSizeClass = windowScene.modelRegularWidth ? .regular : .compact
    self.windowScene = windowScene
    windowScene.modelAdd(self)  // An initializer runs no observer.
  }

  // https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  weak open var windowScene: UIWindowScene? {
    didSet { windowScene?.modelAdd(self) }
  }

  // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if let root = rootViewController {
        root.view.frame = bounds
        insertRootView(root.view)
      }
      UIKitModel.refreshWindows()
    }
  }

  /// The frame of a phone's window in portrait (390 by 844 points) or an iPad's full screen
  /// (1024 by 1366 points).
  static func modelFrame(regularWidth: Bool) -> CGRect {
    regularWidth
      ? CGRect(x: 0, y: 0, width: 1024, height: 1366)
      : CGRect(x: 0, y: 0, width: 390, height: 844)
  }

  private func insertRootView(_ view: UIView) {
    // The root's view is the bottom of the window; presented views are above it.
    addSubview(view)
  }

  // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  open func makeKeyAndVisible() {
    isShown = true
    if !UIKitModel.windows.contains(where: { $0.window === self }) {
      UIKitModel.windows.append(WeakWindow(window: self))
    }
    UIKitModel.refreshWindows()
  }

  open override var window: UIWindow? { self }

  // MARK: What the window shows

  /// The presented controllers, bottom first: the root's presented one, and so on.
  var presentationChain: [UIViewController] {
    var chain: [UIViewController] = []
    var current = rootViewController?.presentedViewControllerOfModel
    while let presented = current {
      chain.append(presented)
      current = presented.presentedViewControllerOfModel
    }
    return chain
  }

  /// Every view controller of the window: the root, its presented controllers and all their
  /// children, shown or not (a tab not selected, a column hidden).
  var allControllers: [UIViewController] {
    var all: [UIViewController] = []
    func visit(_ controller: UIViewController) {
      all.append(controller)
      for child in controller.children { visit(child) }
    }
    if let root = rootViewController { visit(root) }
    for presented in presentationChain { visit(presented) }
    return all
  }

  /// Runs the appearance methods of the controllers whose views entered or left the window.
  func refreshAppearance() {
    if isRefreshing {
      needsRefresh = true
      return
    }
    isRefreshing = true
    defer { isRefreshing = false }
    repeat {
      needsRefresh = false
      for controller in allControllers {
        controller.modelTraitsMayHaveChanged()
      }
      updateVisible()
    } while needsRefresh
  }

  private func updateVisible() {
    var now: [ObjectIdentifier: WeakController] = [:]
    var order: [UIViewController] = []
    if isShown {
      func visit(_ view: UIView) {
        if let controller = view.owningController {
          now[ObjectIdentifier(controller)] = WeakController(controller: controller)
          order.append(controller)
        }
        for subview in view.subviews { visit(subview) }
      }
      visit(self)
    }
    let animated = UIKitModel.isAnimating
    let leaving = visible.filter { now[$0.key] == nil }.compactMap(\.value.controller)
    let entering = order.filter { visible[ObjectIdentifier($0)] == nil }
    visible = now
    for controller in leaving {
      controller.viewWillDisappear(animated)
      waitingForDidDisappear.append(WeakController(controller: controller))
    }
    for controller in entering {
      controller.viewWillAppear(animated)
      (controller as? UINavigationController)?.modelWillAppear(animated: animated)
      waitingForDidAppear.append(WeakController(controller: controller))
    }
    if !UIKitModel.isAnimating {
      let disappeared = waitingForDidDisappear.compactMap(\.controller)
      let appeared = waitingForDidAppear.compactMap(\.controller)
      waitingForDidDisappear = []
      waitingForDidAppear = []
      for controller in disappeared where visible[ObjectIdentifier(controller)] == nil {
        controller.viewDidDisappear(animated)
      }
      for controller in appeared where visible[ObjectIdentifier(controller)] != nil {
        controller.viewDidAppear(animated)
        (controller as? UINavigationController)?.modelDidAppear(animated: animated)
      }
    }
  }

  /// Whether `controller`'s view is in this window now (as of the last refresh).
  func isShowing(_ controller: UIViewController) -> Bool {
    visible[ObjectIdentifier(controller)] != nil
  }
}

/// A view controller held weakly.
struct WeakController {
  weak var controller: UIViewController?
}

@_spi(UIKitModel)
extension UIWindow {
  /// A window of a phone in portrait (390 by 844 points, compact width) or, with `regular`, an
  /// iPad's full screen (1024 by 1366 points, regular width).
  public convenience init(regularWidth: Bool) {
    self.init(frame: Self.modelFrame(regularWidth: regularWidth))
    modelSizeClass = regularWidth ? .regular : .compact
  }

  /// The width class the window's controllers see.
  public var horizontalSizeClass: UIUserInterfaceSizeClass { modelSizeClass }

  /// Changes the window's width class, as rotating a device or resizing an iPad app does: every
  /// split view controller collapses or expands, popovers and action sheets adapt. UIKit runs a
  /// size change as a transition of its own (`viewWillTransition(to:with:)` hands over its
  /// coordinator, https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)),
  /// so the model makes it once the transitions running have ended (an edge swipe the user
  /// holds included), never inside one.
  public func setHorizontalSizeClass(_ sizeClass: UIUserInterfaceSizeClass) {
    guard UIKitModel.runningTransitions.isEmpty else {
      UIKitModel.afterTransitions.append { [weak self] in self?.setHorizontalSizeClass(sizeClass) }
      return
    }
    modelSizeClass = sizeClass
    if sizeClass == .regular {
      frame.size = CGSize(width: 1024, height: 1366)
    } else {
      frame.size = CGSize(width: 390, height: 844)
    }
    UIKitModel.refreshWindows()
  }

  /// The controller whose `prefersStatusBarHidden` decides the status bar, as UIKit finds it:
  /// the root view controller (or the topmost full-screen presented one), then each
  /// `childForStatusBarHidden` in turn
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden).
  public var statusBarHiddenController: UIViewController? {
    var controller =
      presentationChain.last { $0.modelPresentation?.kind == .cover }
      ?? rootViewController
    while let child = controller?.childForStatusBarHidden {
      controller = child
    }
    return controller
  }

  /// The controller whose `preferredStatusBarStyle` decides the status bar's style, likewise
  /// through `childForStatusBarStyle`
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle).
  public var statusBarStyleController: UIViewController? {
    var controller =
      presentationChain.last { $0.modelPresentation?.kind == .cover }
      ?? rootViewController
    while let child = controller?.childForStatusBarStyle {
      controller = child
    }
    return controller
  }

  /// The orientations the window may take: what the root view controller (or the topmost
  /// full-screen presented one) answers, as UIKit asks only that one
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations).
  public var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    let controller =
      presentationChain.last { $0.modelPresentation?.kind == .cover } ?? rootViewController
    return controller?.supportedInterfaceOrientations ?? .allButUpsideDown
  }

  /// The presented view controllers, bottom first.
  public var presentedViewControllers: [UIViewController] { presentationChain }
}
