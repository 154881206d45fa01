#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// An invisible view controller behind a screen's content, through which a SwiftUI host
  /// hears what UIKit knows and SwiftUI does not say: when the transition that brought the
  /// screen ends, and (on a layer's root screen) when the user tried to swipe the layer down
  /// while `interactiveDismissDisabled` blocked it; and, while the screen's Back asks, it answers
  /// first when a pop gesture is about to begin. See ``ScreenBridgeController``.
  struct ScreenControllerBridge: UIViewControllerRepresentable {
    /// Called when the transition that brought the screen ends.
    let onTransitionEnded: @MainActor () -> Void
    /// Called on a blocked swipe-down of the layer this screen is the root of; `nil` for any
    /// other screen.
    let onDismissalAttempt: (@MainActor () -> Void)?
    /// Asked when a pop gesture is about to begin while the screen's Back asks; `nil` while it
    /// does not (``ScreenBridgeController/onBackSwipe``).
    let onBackSwipe: (@MainActor (_ isTop: Bool, _ isTransitioning: Bool) -> Bool?)?

    func makeUIViewController(context: Context) -> ScreenBridgeController {
      let controller = ScreenBridgeController()
      updateUIViewController(controller, context: context)
      return controller
    }

    func updateUIViewController(_ controller: ScreenBridgeController, context: Context) {
      controller.onTransitionEnded = onTransitionEnded
      controller.onDismissalAttempt = onDismissalAttempt
      controller.onBackSwipe = onBackSwipe
      // SwiftUI may have replaced the presentation's delegate since: install again if so. The
      // screen's Back may have started or stopped asking: front the pop gestures, or stop.
      controller.installDismissalAttemptProxy()
      controller.installBackSwipeProxies()
    }

    static func dismantleUIViewController(
      _ controller: ScreenBridgeController, coordinator: Coordinator
    ) {
      controller.removeDismissalAttemptProxy()
      controller.removeBackSwipeProxies()
    }
  }
#endif
