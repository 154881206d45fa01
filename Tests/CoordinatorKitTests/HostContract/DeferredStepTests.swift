import CoordinatorKit
import NavigationTestSupport
import Testing

/// A host that waits for its platform's own transition before it begins the current step (the
/// UIKit host, during a push, a pop or the user's edge swipe) says so: the user's
/// gestures meanwhile are read against the state it still shows, and the waiting step is shown
/// afterwards, never counted as shown. Found by the random test on the UIKit model: a Back lost
/// when the app presented a sheet during the pop, a split layout the app set while the user
/// answered an alert never shown.
@MainActor
@Suite("A step the host has not begun")
struct DeferredStepTests {
  @Test func aBackMadeWhileTheHostWaitsIsReadAgainstWhatItShowsThenTheStepIsShown() throws {
    let navigator = try attachedNavigator("P2", capabilities: .allAtOnce)
    try navigator.update { try $0.present("3", as: .sheet) }
    let waiting = try #require(navigator.hosting.currentStep)
    navigator.hostDefersStep(waiting.id)
    #expect(navigator.hosting.displayedState == navigator.hosting.shownState)
    #expect(navigator.backNavigation == .wentBack(to: screenID("root")))
    try navigator.userDidNavigate(.wentBack(to: screenID("root")))
    #expect(showAllSteps(navigator) == ["[S3]"])
  }

  @Test func aChangeTheAppMadeWhileTheUserAnswersAnAlertIsStillShown() throws {
    let navigator = try attachedNavigator("P2", capabilities: .allAtOnce)
    let alert = try cancellableAlert()
    try navigator.showAlert(alert)
    showAllSteps(navigator)
    try navigator.update { $0.setSplitLayout(.twoColumns) }
    let waiting = try #require(navigator.hosting.currentStep)
    navigator.hostDefersStep(waiting.id)
    try navigator.userDidNavigate(.choseAlertAction(actionID: "Keep", alertID: alert.id))
    let step = try #require(navigator.hosting.currentStep)
    #expect(step.state.splitLayout == .twoColumns)
    #expect(navigator.hosting.shownState.splitLayout == nil)
  }

  @Test func aHostThatBeginsTheStepReadsWhatTheUserDidAgainstIt() throws {
    let navigator = try attachedNavigator("P2", capabilities: .allAtOnce)
    try navigator.update { try $0.present("3", as: .sheet) }
    let step = try #require(navigator.hosting.currentStep)
    navigator.hostDefersStep(step.id)
    navigator.hostDefersStep(nil)
    #expect(navigator.hosting.displayedState == step.state)
  }
}
