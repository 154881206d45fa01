import Foundation

/// A tab bar controller: one child per tab, the selected one's view shown.
///
/// Rules:
/// - Setting `viewControllers` replaces the children; the controller selected before stays
///   selected when it is still there, else the one at the same index, else the first ("When
///   changing the view controllers, the tab bar controller remembers the view controller object
///   that was previously selected and attempts to reselect it",
///   https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers).
/// - Setting `selectedIndex` selects without asking the delegate
///   (https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex).
/// - A tap on a tab asks the delegate's `tabBarController(_:shouldSelect:)` first; `false`
///   changes nothing
///   (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)).
///   Allowed, it selects the tab and tells `tabBarController(_:didSelect:)`; on the tab already
///   selected, a navigation controller pops to its root ("User taps always display the tab's
///   root view… This is true even if the tab was already selected",
///   https://developer.apple.com/documentation/uikit/uitabbarcontroller).
// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController]?
  private var selected = 0

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
  weak open var delegate: (any UITabBarControllerDelegate)?

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
  open var viewControllers: [UIViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let previous = selectedViewController
    for child in tabs ?? [] where !(viewControllers ?? []).contains(where: { $0 === child }) {
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }
    for child in viewControllers ?? [] where child.parent !== self {
      if child.parent != nil {
        UIKitModel.violate("\(type(of: child)) becomes a tab while it is another's child")
      }
      addChild(child)
    }
    tabs = viewControllers
    let count = viewControllers?.count ?? 0
    if let previous, let index = viewControllers?.firstIndex(where: { $0 === previous }) {
      selected = index
    } else if selected >= count {
      selected = 0
    }
    showSelectedView()
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
  open var selectedIndex: Int {
    get { selected }
    set {
      guard let tabs, tabs.indices.contains(newValue) else { return }
      selected = newValue
      showSelectedView()
    }
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
  open var selectedViewController: UIViewController? {
    get {
      guard let tabs, tabs.indices.contains(selected) else { return nil }
      return tabs[selected]
    }
    set {
      guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }

  open override func loadView() {
    view = UIView()
    showSelectedView()
  }

  private func showSelectedView() {
    guard let container = viewIfLoaded else { return }
    let shown = selectedViewController
    for subview in container.subviews where subview !== shown?.viewIfLoaded {
      subview.removeFromSuperview()
    }
    if let shown, shown.view.superview !== container {
      shown.view.frame = container.bounds
      container.addSubview(shown.view)
    }
  }

  /// The user taps tab `index`.
  func modelTapTab(_ index: Int) -> Bool {
    guard let tabs, tabs.indices.contains(index) else { return false }
    let tab = tabs[index]
    guard delegate?.tabBarController(self, shouldSelect: tab) ?? true else { return true }
    if index == selected {
      (tab as? UINavigationController)?.popToRootViewController(animated: true)
    } else {
      selectedIndex = index
    }
    delegate?.tabBarController(self, didSelect: tab)
    return true
  }
}

// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
  @available(iOS 3.0, *)
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}
