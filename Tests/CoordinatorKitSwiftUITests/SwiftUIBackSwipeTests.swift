import CoordinatorKit
import CoordinatorKitSwiftUI
import NavigationTestSupport
import Testing

/// What a SwiftUI host's delegate in front of a navigation stack's pop gestures answers while a
/// leave-guarded screen is the top: the swipe asks instead of popping, as Back does.
@MainActor
@Suite("SwiftUI back swipe")
struct SwiftUIBackSwipeTests {
  /// On the guarded top screen the swipe does not begin and reports the attempt Back reports,
  /// so its coordinator is asked.
  @Test func aGuardedTopScreensSwipeReportsTheAttemptAndDoesNotBegin() throws {
    let navigator = try attachedNavigator("P2,P3", capabilities: .swiftUI)
    try navigator.setLeaveGuard(true, for: screenID("3"))
    showAllSteps(navigator)
    let top = screenID("3")
    let start = SwiftUIBackSwipe(
      from: top, isTop: true, swipe: navigator.backSwipe(from: top), isTransitioning: false)
    #expect(start == .refuse(reporting: .attemptedBack(from: top)))
    #expect(start.shouldBegin == false)
  }

  /// A swipe that does not begin (a question already open, or a screen that takes no swipe), a
  /// transition running, or an attempt for another screen reports nothing and does not begin.
  @Test func aSwipeThatDoesNotBeginOrComesMidTransitionReportsNothing() throws {
    let navigator = try attachedNavigator("P2,P3", capabilities: .swiftUI)
    try navigator.setLeaveGuard(true, for: screenID("3"))
    showAllSteps(navigator)
    let top = screenID("3")
    let swipe = navigator.backSwipe(from: top)
    #expect(
      SwiftUIBackSwipe(from: top, isTop: true, swipe: .doesNotBegin, isTransitioning: false)
        == .refuse(reporting: nil))
    #expect(
      SwiftUIBackSwipe(from: top, isTop: true, swipe: swipe, isTransitioning: true)
        == .refuse(reporting: nil))
    #expect(
      SwiftUIBackSwipe(from: screenID("2"), isTop: true, swipe: swipe, isTransitioning: false)
        == .refuse(reporting: nil))
  }

  /// Once nothing guards the screen, or when the navigation controller's top is another screen
  /// than the one whose delegate asks, the gesture's own delegate (SwiftUI's, UIKit's) decides.
  @Test func anUnguardedOrCoveredScreenLeavesTheSwipeToTheSystem() throws {
    let navigator = try attachedNavigator("P2,P3", capabilities: .swiftUI)
    showAllSteps(navigator)
    let top = screenID("3")
    let plain = SwiftUIBackSwipe(
      from: top, isTop: true, swipe: navigator.backSwipe(from: top), isTransitioning: false)
    #expect(plain == .asTheSystem)
    #expect(plain.shouldBegin == nil)

    try navigator.setLeaveGuard(true, for: top)
    #expect(
      SwiftUIBackSwipe(
        from: top, isTop: false, swipe: navigator.backSwipe(from: top), isTransitioning: false)
        == .asTheSystem)
  }
}
