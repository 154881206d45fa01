import CoordinatorKit

/// How a UIKit host shows a screen's view controller beyond its content, from the screen's
/// ``ScreenOptions``: whether it hides the tab bar (`hidesBottomBarWhenPushed`) and how it
/// appears (``Transition``).
///
/// UIKit keeps the tab bar hidden from a controller that hides it "until the view controller is
/// popped from the stack" (Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed),
/// the rule the engine keeps (``NavigationState/hidesTabBar``): the host sets the property on
/// the screen that hides it alone. A zoom (`preferredTransition = .zoom`, iOS 18) goes on the
/// pushed screen's controller, or on the navigation controller of a cover's layer.
struct UIKitScreenChrome: Hashable, Sendable {
  /// How the screen's controller appears and leaves.
  enum Transition: Hashable, Sendable {
    /// It zooms from the control `source` names on the screen below (iOS 18 and later).
    case zoom(ZoomSource)
    /// The app's own animator for the screen (`NavigatorHost.transitionAnimator`), or UIKit's
    /// standard transition where the app gives none.
    case appAnimatorOrStandard
  }

  /// Whether the controller's `hidesBottomBarWhenPushed` is set.
  var hidesBottomBarWhenPushed: Bool
  /// How it appears.
  var transition: Transition

  /// The chrome of a screen shown with `options`, on a system that draws zoom transitions when
  /// `zoomIsAvailable`: a zoom the system cannot draw falls back to the app's animator, or the
  /// standard transition. A zoom the state asks for wins over the app's animator: it is the
  /// coordinator's choice for that one screen, the animator the app's for every screen of a
  /// route.
  init(options: ScreenOptions, zoomIsAvailable: Bool) {
    hidesBottomBarWhenPushed = options.hidesTabBar
    if let source = options.zoomSource, zoomIsAvailable {
      transition = .zoom(source)
    } else {
      transition = .appAnimatorOrStandard
    }
  }

  /// The screen whose transition `operation` animates: the one that appears for a push or a
  /// presentation (`to`), the one that leaves for a pop or a dismissal (`from`).
  static func animatedScreen(
    by operation: UIKitTransitionOperation, from: ScreenID?, to: ScreenID?
  ) -> ScreenID? {
    switch operation {
    case .push, .present: to
    case .pop, .dismiss: from
    }
  }

  /// Whether a layer shown as `style` asks the app for its presentation's animator: a cover
  /// does; a sheet and a popover keep UIKit's own presentation, whose swipe-down and tap outside
  /// the host reports.
  static func asksAppForAnimator(presenting style: UIKitModalPresentationStyle) -> Bool {
    style == .fullScreen
  }
}
