// Stand-in for the UIKit API the SwiftUI adapter's iOS bridge reads (ScreenBridgeController);
// see ViewControllers.swift. Read-only properties, so extensions are enough to type-check reads.

extension UIViewController {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  public var parent: UIViewController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  public var presentingViewController: UIViewController? { nil }
}
