/// A gesture of a `UINavigationController` that pops its top screen without asking anyone: while
/// that screen is leave-guarded, a host decides whether each begins, and turns it into the
/// question Back asks (see `UIKitLeaveGuardSettings`).
package enum UIKitPopGesture: String, Hashable, Sendable, CaseIterable {
  /// `interactivePopGestureRecognizer`: the swipe from the leading edge.
  case edgeSwipe
  /// `interactiveContentPopGestureRecognizer` (iOS 26): a swipe anywhere in the content. SDKs
  /// before iOS 26 do not declare it, so a host reaches it at run time where it exists
  /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer).
  case contentSwipe
}
