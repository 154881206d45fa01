#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// An invisible view controller behind a screen's content, through which a SwiftUI host
  /// hears what UIKit knows and SwiftUI does not say: when the transition that brought the
  /// screen ends, and (on a layer's root screen) when the user tried to swipe the layer down
  /// while `interactiveDismissDisabled` blocked it. See ``ScreenBridgeController``.
  struct ScreenControllerBridge: UIViewControllerRepresentable {
    /// Called when the transition that brought the screen ends.
    let onTransitionEnded: @MainActor () -> Void
    /// Called on a blocked swipe-down of the layer this screen is the root of; `nil` for any
    /// other screen.
    let onDismissalAttempt: (@MainActor () -> Void)?

    func makeUIViewController(context: Context) -> ScreenBridgeController {
      let controller = ScreenBridgeController()
      updateUIViewController(controller, context: context)
      return controller
    }

    func updateUIViewController(_ controller: ScreenBridgeController, context: Context) {
      controller.onTransitionEnded = onTransitionEnded
      controller.onDismissalAttempt = onDismissalAttempt
      // SwiftUI may have replaced the presentation's delegate since: install again if so.
      controller.installDismissalAttemptProxy()
    }

    static func dismantleUIViewController(
      _ controller: ScreenBridgeController, coordinator: Coordinator
    ) {
      controller.removeDismissalAttemptProxy()
    }
  }
#endif
