/// What a UIKit transition does to a screen: the operation ``NavigatorHost``'s
/// `transitionAnimator` is asked an animator for.
public enum UIKitTransitionOperation: Hashable, Sendable {
  /// The screen is pushed onto a navigation stack.
  case push
  /// The screen is popped off a navigation stack.
  case pop
  /// The screen's layer is presented (a full-screen cover).
  case present
  /// The screen's layer is dismissed.
  case dismiss
}
