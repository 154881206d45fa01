import CoordinatorKitUIKit
import Testing

/// A dismissal call on a controller that presents nothing is done already (issue 46): UIKit
/// would dismiss that controller itself, or, at the base, never complete. The UIKit model's
/// HostDefects tests replay the ways it happens (an alert UIKit refused, one the user answered
/// while the app dismissed it).
@Suite("UIKit dismissals with nothing presented")
struct UIKitDismissalTests {
  @Test func aControllerThatPresentsNothingHasNothingToDismiss() {
    #expect(UIKitDismissal(presentsAController: true) == .dismiss)
    #expect(UIKitDismissal(presentsAController: false) == .nothingToDismiss)
  }

  /// An alert the user answered is being dismissed by UIKit: a second dismiss would be ignored
  /// and never complete, so the host waits for UIKit's.
  @Test func aControllerUIKitIsDismissingIsWaitedFor() {
    #expect(
      UIKitDismissal(presentsAController: true, presentedIsBeingDismissed: true)
        == .waitForUIKitsDismissal)
    #expect(
      UIKitDismissal(presentsAController: false, presentedIsBeingDismissed: true)
        == .nothingToDismiss)
  }
}
