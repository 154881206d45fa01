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
}

// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
  @available(iOS 3.0, *)
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
}
