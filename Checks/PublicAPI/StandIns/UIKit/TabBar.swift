// Stand-in for UIKit's tab bar controller; see ViewControllers.swift.
import Foundation

// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor
open class UITabBarController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
  open var viewControllers: [UIViewController]?
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
  open var selectedIndex: Int = 0
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
  weak open var delegate: (any UITabBarControllerDelegate)?
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/customizableviewcontrollers
  open var customizableViewControllers: [UIViewController]?
}

// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
  @available(iOS 3.0, *)
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselecttab:)
  @available(iOS 18.0, *)
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
    -> Bool
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  @available(iOS 18.0, *)
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelectTab tab: UITab
  ) -> Bool { true }
}

// MARK: iOS 18: tabs as `UITab` objects, groups and the sidebar
// The host reaches these only under `#if canImport(UIKit, _version: 8000)` (the iOS 18 SDK's
// UIKit is version 8000 or later; the iOS 17.4 SDK's is 7439): Package.swift gives this stand-in
// that version.

// https://developer.apple.com/documentation/uikit/uitab
@available(iOS 18.0, *)
@MainActor
open class UITab: NSObject {
  // https://developer.apple.com/documentation/uikit/uitab/init(title:image:identifier:viewcontrollerprovider:)
  public init(
    title: String, image: UIImage?, identifier: String,
    viewControllerProvider: ((UITab) -> UIViewController)? = nil
  ) {}
  // https://developer.apple.com/documentation/uikit/uitab/identifier
  open var identifier: String { "" }
  // https://developer.apple.com/documentation/uikit/uitab/badgevalue
  open var badgeValue: String?
}

// https://developer.apple.com/documentation/uikit/uisearchtab
@available(iOS 18.0, *)
@MainActor
open class UISearchTab: UITab {
  // https://developer.apple.com/documentation/uikit/uisearchtab/init(viewcontrollerprovider:)
  public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
    super.init(title: "", image: nil, identifier: "", viewControllerProvider: nil)
  }
}

// https://developer.apple.com/documentation/uikit/uitabgroup
@available(iOS 18.0, *)
@MainActor
open class UITabGroup: UITab {
  // https://developer.apple.com/documentation/uikit/uitabgroup/init(title:image:identifier:children:viewcontrollerprovider:)
  public init(
    title: String, image: UIImage?, identifier: String, children: [UITab],
    viewControllerProvider: ((UITab) -> UIViewController)? = nil
  ) {
    super.init(title: title, image: image, identifier: identifier, viewControllerProvider: nil)
  }
}

@available(iOS 18.0, *)
extension UITabBarController {
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum
  public enum Mode: Int, @unchecked Sendable {
    case automatic = 0
    case tabBar = 1
    case tabSidebar = 2
  }
}

@available(iOS 18.0, *)
extension UITabBarController {
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabs
  public var tabs: [UITab] {
    get { [] }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedtab
  public var selectedTab: UITab? {
    get { nil }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.property
  public var mode: UITabBarController.Mode {
    get { .automatic }
    set {}
  }
}
