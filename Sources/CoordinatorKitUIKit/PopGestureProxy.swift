#if canImport(UIKit)
  import UIKit

  /// The delegate a host puts in front of a pop gesture's own (UIKit's, or the app's) while the
  /// navigation controller's top screen is leave-guarded, to decide whether the swipe begins:
  /// `gestureRecognizerShouldBegin(_:)` asks the host (see `UIKitLeaveGuardSettings`), which
  /// reports the attempt and answers `false`, or lets the original delegate answer.
  ///
  /// Every other delegate call goes on to the original delegate through `responds(to:)` and
  /// `forwardingTarget(for:)`, so UIKit's own rules for the gesture (touches it receives,
  /// gestures it recognizes with) stay. `original` is weak, as a recognizer holds its delegate;
  /// the host keeps this proxy while it is installed.
  @MainActor
  final class PopGestureProxy: NSObject, UIGestureRecognizerDelegate {
    /// Whether the gesture begins: `nil` to let the original delegate answer.
    var shouldBegin: @MainActor () -> Bool? = { nil }
    private weak var original: (any UIGestureRecognizerDelegate)?
    private weak var recognizer: UIGestureRecognizer?

    /// Becomes `recognizer`'s delegate, keeping the current one as the original.
    func install(on recognizer: UIGestureRecognizer) {
      self.recognizer = recognizer
      guard recognizer.delegate !== self else { return }
      original = recognizer.delegate
      recognizer.delegate = self
    }

    /// Gives the recognizer its original delegate back, if this proxy is still its delegate.
    func uninstall() {
      guard let recognizer, recognizer.delegate === self else { return }
      recognizer.delegate = original
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      if let answer = shouldBegin() { return answer }
      #if canImport(ObjectiveC)
        return original?.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true
      #else
        // Stand-in modules model optional requirements as defaulted ones.
        return original?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true
      #endif
    }

    #if canImport(ObjectiveC)
      // Gesture recognizers and their delegates live on the main thread, where UIKit asks these
      // two nonisolated overrides of NSObject.
      override nonisolated func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector)
          || MainActor.assumeIsolated { original?.responds(to: selector) ?? false }
      }

      override nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
        let target: (any UIGestureRecognizerDelegate)? = MainActor.assumeIsolated {
          guard let original, original.responds(to: selector) else { return nil }
          return original
        }
        return target ?? super.forwardingTarget(for: selector)
      }
    #endif
  }
#endif
