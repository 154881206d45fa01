// `UITab` and its delegate question come with the iOS 18 SDK (UIKit 8000 and later); an older SDK
// compiles the host without them.
#if canImport(UIKit, _version: 8000)
  import UIKit

  extension UIKitEventForwarder {
    @available(iOS 18, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
      -> Bool
    {
      shouldSelectTab(tab)
    }
  }
#endif
