#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// The pop gestures a host decides on a leave-guarded top screen (see
  /// `UIKitLeaveGuardSettings`).
  extension UINavigationController {
    /// The recognizer of `gesture`, or `nil` where this system has none.
    func recognizer(for gesture: UIKitPopGesture) -> UIGestureRecognizer? {
      switch gesture {
      case .edgeSwipe: interactivePopGestureRecognizer
      case .contentSwipe: contentPopGestureRecognizer
      }
    }

    /// `interactiveContentPopGestureRecognizer` (iOS 26), which pops on a swipe anywhere in the
    /// content. The iOS 17 SDK does not declare it, so on Apple's platforms it is reached by
    /// name at run time, only on iOS 26 and only when the navigation controller answers to it.
    private var contentPopGestureRecognizer: UIGestureRecognizer? {
      #if canImport(ObjectiveC)
        guard #available(iOS 26, *) else { return nil }
        let name = "interactiveContentPopGestureRecognizer"
        guard responds(to: NSSelectorFromString(name)) else { return nil }
        return value(forKey: name) as? UIGestureRecognizer
      #else
        // The stand-in UIKit and the UIKit model (no Objective-C runtime) declare it, from
        // Apple's documentation.
        guard #available(iOS 26, *) else { return nil }
        return interactiveContentPopGestureRecognizer
      #endif
    }
  }
#endif
