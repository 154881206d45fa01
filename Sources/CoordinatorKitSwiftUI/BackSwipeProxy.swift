#if canImport(SwiftUI) && canImport(UIKit)
  import UIKit

  /// The delegate a SwiftUI host puts in front of a navigation stack's pop gesture (the edge
  /// swipe, or iOS 26's swipe anywhere in the content) while a leave-guarded screen whose Back
  /// asks is on top, so the swipe asks instead of popping: `gestureRecognizerShouldBegin(_:)`
  /// asks the host (``SwiftUIBackSwipe``), which reports the attempt and answers `false`, or
  /// lets the original delegate answer.
  ///
  /// Every other delegate call goes on to the original delegate (UIKit's) through
  /// `responds(to:)` and `forwardingTarget(for:)`, so UIKit's own rules for the gesture stay.
  /// `original` is weak, as a recognizer holds its delegate; the ``ScreenBridgeController``
  /// keeps this proxy while it is installed. The SwiftUI module does not depend on the UIKit
  /// host, so this is its own copy of that host's proxy.
  @MainActor
  final class BackSwipeProxy: NSObject, UIGestureRecognizerDelegate {
    /// Whether the gesture begins: `nil` to let the original delegate answer.
    var shouldBegin: @MainActor () -> Bool? = { nil }
    private weak var original: (any UIGestureRecognizerDelegate)?
    private(set) weak var recognizer: UIGestureRecognizer?

    /// Becomes `recognizer`'s delegate, keeping the current one as the original; when another
    /// screen's proxy is the delegate still (SwiftUI updates the two screens in any order), its
    /// original, so removing either proxy never leaves the other as the delegate.
    func install(on recognizer: UIGestureRecognizer) {
      self.recognizer = recognizer
      guard recognizer.delegate !== self else { return }
      if let other = recognizer.delegate as? BackSwipeProxy {
        original = other.original
      } else {
        original = recognizer.delegate
      }
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
