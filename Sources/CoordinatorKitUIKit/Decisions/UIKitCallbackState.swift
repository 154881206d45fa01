import CoordinatorKit

/// The state a `UINavigationController`-based host reads a UIKit callback against
/// (``UIKitNavigationProjection/userNavigation(for:)``): what UIKit shows when it arrives.
package enum UIKitCallbackState {
  /// While the host shows a step, UIKit is on its way to the step's state, `displayed`. Before
  /// the host begins the current step (it waits for a transition to end, the user's own Back
  /// among them), UIKit still shows `shown`, the last state the host finished showing: a Back the
  /// user made meanwhile is read there, not against a step UIKit has not begun, where its level
  /// may no longer be the top one.
  package static func state<Route>(
    displayed: NavigationState<Route>, shown: NavigationState<Route>, isShowingStep: Bool
  ) -> NavigationState<Route> {
    isShowingStep ? displayed : shown
  }
}
