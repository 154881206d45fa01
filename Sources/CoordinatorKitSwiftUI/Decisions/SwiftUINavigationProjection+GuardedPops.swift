import CoordinatorKit

extension SwiftUINavigationProjection {
  /// What a write SwiftUI made means, the leave guards counted: what ``userNavigation(for:)``
  /// says, except for a path write that went back from a leave-guarded top screen.
  ///
  /// A SwiftUI host hides the system Back on such a screen (``SwiftUIBackButton``) and shows its
  /// own, which asks; SwiftUI offers no way to stop the platform's swipe (on iOS the host fronts
  /// the pop gestures' delegate, ``SwiftUIBackSwipe``), and a swipe it did not reach may pop the
  /// screen anyway. Reported as the plain back it looks like, the
  /// engine would apply it without asking, and the unsaved changes would be gone. So it is taken
  /// as what Back reports there (`back`, the navigator's `backNavigation`, an attempt): the
  /// binding keeps reading the engine's path, so SwiftUI draws the screen again, and the
  /// coordinator is asked; the screen leaves only if it agrees. While a question is already open
  /// (`isAsking`) it is nothing: the open question answers for the screen, and a second attempt
  /// would ask twice.
  package func userNavigation(
    for write: SwiftUIBindingWrite, back: UserNavigation?, isAsking: Bool
  ) -> UserNavigation? {
    let event = userNavigation(for: write)
    guard case .wentBack? = event, case .attemptedBack? = back else { return event }
    return isAsking ? nil : back
  }
}
