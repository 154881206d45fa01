import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitSwiftUI

/// Decisions behind the host's platform bridges: a blocked swipe-down on a guarded sheet, and
/// the identity that makes a `NavigatorView` start over with another navigator.
@MainActor
@Suite("SwiftUI host bridges")
struct SwiftUIHostBridgeDecisionTests {
  /// iOS calls `presentationControllerDidAttemptToDismiss(_:)` when a swipe-down was blocked by
  /// `interactiveDismissDisabled`: the host reports the attempt on that layer, and the engine
  /// asks the guarded screen's coordinator.
  @Test func aBlockedSwipeDownOnAGuardedSheetIsReportedAsAnAttempt() throws {
    let navigator = try attachedNavigator("P2,S3,P4", capabilities: .swiftUI)
    let projection = SwiftUINavigationProjection(navigator.hosting.displayedState)
    let event = projection.userNavigation(forDismissalAttemptOfLayer: screenID("3"))
    #expect(event == .attemptedDismissal(of: screenID("3")))
    // Not the top layer, or not a layer at all: stale.
    let deeper = SwiftUINavigationProjection(try state("S3,S5"))
    #expect(deeper.userNavigation(forDismissalAttemptOfLayer: screenID("3")) == nil)
    #expect(projection.userNavigation(forDismissalAttemptOfLayer: screenID("root")) == nil)
  }

  /// The attempt reaches the engine, which asks before the guarded sheet leaves (here no
  /// coordinator can be asked, so it goes once asked).
  @Test func theReportedAttemptAsksTheEngineBeforeTheGuardedSheetLeaves() async throws {
    let navigator = try attachedNavigator("P2,S3,P4", capabilities: .swiftUI)
    try navigator.setLeaveGuard(true, for: screenID("4"))
    #expect(navigator.hosting.displayedState.blocksInteractiveDismissal(atLevel: 1))
    let projection = SwiftUINavigationProjection(navigator.hosting.displayedState)
    let event = try #require(projection.userNavigation(forDismissalAttemptOfLayer: screenID("3")))
    try navigator.userDidNavigate(event)
    #expect(navigator.isWaitingForLeaveAnswer)
    #expect(notation(navigator.state) == "[P2,S3,P4]", "nothing leaves before the answer")
    await navigator.waitForLeaveAnswers()
    showAllSteps(navigator)
    #expect(notation(navigator.state) == "[P2]")
  }

  @Test func anAttemptForALayerTheEngineDismissedIsStale() throws {
    let navigator = try attachedNavigator("S3", capabilities: .swiftUI)
    try navigator.update { try $0.dismiss() }
    let now = SwiftUINavigationProjection(navigator.hosting.displayedState)
    #expect(now.userNavigation(forDismissalAttemptOfLayer: screenID("3")) == nil)
  }

  @Test func aNavigatorViewWithAnotherNavigatorHasAnotherIdentity() throws {
    let first = try attachedNavigator("P2", capabilities: .swiftUI)
    let second = try attachedNavigator("P2", capabilities: .swiftUI)
    let standard = SwiftUICompletionStrategy.standard
    #expect(
      SwiftUIHostIdentity(navigator: first, strategy: standard)
        == SwiftUIHostIdentity(navigator: first, strategy: standard))
    #expect(
      SwiftUIHostIdentity(navigator: first, strategy: standard)
        != SwiftUIHostIdentity(navigator: second, strategy: standard))
    #expect(
      SwiftUIHostIdentity(navigator: first, strategy: standard)
        != SwiftUIHostIdentity(navigator: first, strategy: .immediate))
  }
}
