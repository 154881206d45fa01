import Foundation

/// A tab bar controller: one child per tab, the selected one's view shown.
///
/// Rules:
/// - Setting `tabs` (iOS 18) makes the tabs' view controllers the children, each group's
///   children in place of the group, each made once by its tab's provider; `selectedTab` selects
///   a tab's controller; a tap on a tab asks `tabBarController(_:shouldSelectTab:)` instead of
///   `tabBarController(_:shouldSelect:)` (inferred: the documentation does not say whether UIKit
///   asks both) (https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabs).
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
  private var tabControllers: [UIViewController]?
  private var selected = 0

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
  weak open var delegate: (any UITabBarControllerDelegate)?
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/customizableviewcontrollers
  open var customizableViewControllers: [UIViewController]?

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
  open var viewControllers: [UIViewController]? {
    get { tabControllers }
    set { setViewControllers(newValue, animated: false) }
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    topTabs = []
    leafTabs = []
    replaceChildren(with: viewControllers)
  }

  private func replaceChildren(with viewControllers: [UIViewController]?) {
    let previous = selectedViewController
    for child in tabControllers ?? []
    where !(viewControllers ?? []).contains(where: { $0 === child }) {
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }
    for child in viewControllers ?? [] where child.parent !== self {
      if child.parent != nil {
        UIKitModel.violate("\(type(of: child)) becomes a tab while it is another's child")
      }
      addChild(child)
    }
    tabControllers = viewControllers
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
      guard let tabControllers, tabControllers.indices.contains(newValue) else { return }
      selected = newValue
      showSelectedView()
    }
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
  open var selectedViewController: UIViewController? {
    get {
      guard let tabControllers, tabControllers.indices.contains(selected) else { return nil }
      return tabControllers[selected]
    }
    set {
      guard let newValue, let index = tabControllers?.firstIndex(where: { $0 === newValue }) else {
        return
      }
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

  /// The `UITab`s (iOS 18), each group's children in place of the group, in order: the tabs
  /// whose controllers are `viewControllers`.
  private var leafTabs: [UITab] = []
  private var topTabs: [UITab] = []

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabs
  @available(iOS 18.0, *)
  open var tabs: [UITab] {
    get { topTabs }
    set {
      let leaves = newValue.flatMap { ($0 as? UITabGroup)?.children ?? [$0] }
      replaceChildren(with: leaves.map(\.modelViewController))
      topTabs = newValue
      leafTabs = leaves
    }
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedtab
  @available(iOS 18.0, *)
  open var selectedTab: UITab? {
    get { leafTabs.indices.contains(selected) ? leafTabs[selected] : nil }
    set {
      guard let newValue, let index = leafTabs.firstIndex(where: { $0 === newValue }) else {
        return
      }
      selectedIndex = index
    }
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.property
  @available(iOS 18.0, *)
  open var mode: Mode = .automatic

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum
  @available(iOS 18.0, *)
  public enum Mode: Int, Sendable {
    case automatic = 0
    case tabBar = 1
    case tabSidebar = 2
  }

  /// The user taps tab `index`. With `UITab`s (iOS 18), the delegate is asked about the tab
  /// (`tabBarController(_:shouldSelectTab:)`) instead of its view controller: the model's
  /// reading of the documentation, which does not say whether both are asked.
  func modelTapTab(_ index: Int) -> Bool {
    guard let tabs = viewControllers, tabs.indices.contains(index) else { return false }
    let tab = tabs[index]
    if leafTabs.indices.contains(index) {
      guard delegate?.tabBarController(self, shouldSelectTab: leafTabs[index]) ?? true else {
        return true
      }
    } else {
      guard delegate?.tabBarController(self, shouldSelect: tab) ?? true else { return true }
    }
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
  // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselecttab:)
  @available(iOS 18.0, *)
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
    -> Bool
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
  @available(iOS 18.0, *)
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelectTab tab: UITab
  ) -> Bool { true }
}

/// A tab of a tab bar controller from iOS 18: its title, image, identifier and badge, and the
/// view controller its provider makes, asked once, when the tab bar controller needs it.
// https://developer.apple.com/documentation/uikit/uitab
@available(iOS 18.0, *)
@MainActor
open class UITab: NSObject {
  private let provider: ((UITab) -> UIViewController)?
  private var madeViewController: UIViewController?

  // https://developer.apple.com/documentation/uikit/uitab/init(title:image:identifier:viewcontrollerprovider:)
  public init(
    title: String, image: UIImage?, identifier: String,
    viewControllerProvider: ((UITab) -> UIViewController)? = nil
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier
    provider = viewControllerProvider
  }

  // https://developer.apple.com/documentation/uikit/uitab/title
  open var title: String
  // https://developer.apple.com/documentation/uikit/uitab/image
  open var image: UIImage?
  // https://developer.apple.com/documentation/uikit/uitab/identifier
  public let identifier: String
  // https://developer.apple.com/documentation/uikit/uitab/badgevalue
  open var badgeValue: String?

  /// The tab's view controller, made by its provider the first time it is needed
  /// (https://developer.apple.com/documentation/uikit/uitab/viewcontroller); a tab without a
  /// provider shows an empty one.
  var modelViewController: UIViewController {
    if let madeViewController { return madeViewController }
    let made = provider?(self) ?? UIViewController()
    madeViewController = made
    return made
  }
}

// https://developer.apple.com/documentation/uikit/uisearchtab
@available(iOS 18.0, *)
@MainActor
open class UISearchTab: UITab {
  // https://developer.apple.com/documentation/uikit/uisearchtab/init(viewcontrollerprovider:)
  // (the system's localized title and image: the model's "Search")
  public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
    super.init(
      title: "Search", image: nil, identifier: "UISearchTab",
      viewControllerProvider: viewControllerProvider)
  }
}

// https://developer.apple.com/documentation/uikit/uitabgroup
@available(iOS 18.0, *)
@MainActor
open class UITabGroup: UITab {
  // https://developer.apple.com/documentation/uikit/uitabgroup/children
  open var children: [UITab]

  // https://developer.apple.com/documentation/uikit/uitabgroup/init(title:image:identifier:children:viewcontrollerprovider:)
  public init(
    title: String, image: UIImage?, identifier: String, children: [UITab],
    viewControllerProvider: ((UITab) -> UIViewController)? = nil
  ) {
    self.children = children
    super.init(
      title: title, image: image, identifier: identifier,
      viewControllerProvider: viewControllerProvider)
  }
}
