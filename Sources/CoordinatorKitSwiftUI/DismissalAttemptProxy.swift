#if canImport(SwiftUI) && canImport(UIKit)
  import UIKit

  /// The delegate a SwiftUI host puts in front of SwiftUI's own on a sheet's presentation
  /// controller, to hear `presentationControllerDidAttemptToDismiss(_:)` (a swipe-down that
  /// `interactiveDismissDisabled` blocked), which SwiftUI does not report.
  ///
  /// Every delegate call goes on to the delegate SwiftUI set (`original`): the one this class
  /// implements explicitly, and every other through `responds(to:)` and
  /// `forwardingTarget(for:)`, so SwiftUI keeps hearing the dismissals it turns into binding
  /// writes. `original` is weak: SwiftUI owns its delegate, and the presentation controller
  /// holds its delegate weakly, so the ``ScreenBridgeController`` keeps this proxy.
  @MainActor
  final class DismissalAttemptProxy: NSObject, UIAdaptivePresentationControllerDelegate {
    /// Called on each blocked swipe-down.
    var onAttempt: @MainActor () -> Void = {}
    // UIKit calls the delegate, and so `responds(to:)` and `forwardingTarget(for:)`, on the
    // main thread only; those two are nonisolated overrides of NSObject, hence unsafe here.
    nonisolated(unsafe) private weak var original: (any UIAdaptivePresentationControllerDelegate)?
    private weak var presentation: UIPresentationController?

    /// Becomes `presentation`'s delegate, keeping the current one as the original; does
    /// nothing when it already is (an update after SwiftUI left the delegate alone).
    func install(on presentation: UIPresentationController) {
      self.presentation = presentation
      guard presentation.delegate !== self else { return }
      original = presentation.delegate
      presentation.delegate = self
    }

    /// Gives the presentation its original delegate back, if this proxy is still its delegate.
    func uninstall() {
      guard let presentation, presentation.delegate === self else { return }
      presentation.delegate = original
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      onAttempt()
      #if canImport(ObjectiveC)
        original?.presentationControllerDidAttemptToDismiss?(presentationController)
      #else
        // Stand-in modules (Checks/PublicAPI) model optional requirements as defaulted ones.
        original?.presentationControllerDidAttemptToDismiss(presentationController)
      #endif
    }

    #if canImport(ObjectiveC)
      override nonisolated func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || (original?.responds(to: selector) ?? false)
      }

      override nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
        if let original, original.responds(to: selector) { return original }
        return super.forwardingTarget(for: selector)
      }
    #endif
  }
#endif
