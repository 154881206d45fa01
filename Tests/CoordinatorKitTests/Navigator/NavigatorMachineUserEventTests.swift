import NavigationTestSupport
import Testing

@testable import CoordinatorKit

/// The machine's rules for what the user did in the host's UI, as "input → effects": the event
/// names what is displayed, and becomes a change, an attempt to ask about, or a refusal.
@MainActor
@Suite("Navigator machine: user events")
struct NavigatorMachineUserEventTests {
  /// A machine whose host shows `shown`, with `target` accepted and its step not yet shown.
  private func inTransition(
    shown: NavigationState<String>, state target: NavigationState<String>
  ) -> NavigatorMachine<String> {
    let machine = NavigatorMachine(shown)
    machine.pacing = .hostPaced
    machine.state = target
    machine.latestSequenceNumber = 1
    machine.display.enqueue(
      target, sequenceNumber: 1, capabilities: .oneAtATime, animation: .everyStep)
    return machine
  }

  @Test func aBackSwipeBecomesTheStateTheHostShowsAlready() throws {
    let machine = NavigatorMachine(try state("P2,P3"))
    let decision = try machine.decide(.wentBack(to: screenID("2")))
    guard case .commit(let proposal, let displayed, let action, let outcome) = decision else {
      Issue.record("expected a change, got \(decision)")
      return
    }
    #expect(notation(proposal) == "[P2]")
    #expect(displayed == proposal, "the host shows it already")
    #expect(action == nil)
    #expect(outcome.removedScreens.map(\.route) == ["3"])
  }

  @Test func aCancelledGestureChangesNothing() throws {
    let machine = NavigatorMachine(try state("P2"))
    guard case .unchanged(let outcome) = try machine.decide(.cancelledGesture) else {
      Issue.record("expected no change")
      return
    }
    #expect(!outcome.didChange)
  }

  @Test func anEventNamingWhatIsNotDisplayedIsTheHostsError() throws {
    let machine = NavigatorMachine(try state("P2"))
    #expect(throws: NavigationError.screenNotFound(screenID("9"))) {
      try machine.decide(.wentBack(to: screenID("9")))
    }
  }

  @Test func aBackOnAGuardedScreenIsAnAttemptToAskAbout() throws {
    var start = try state("P2,P3")
    try start.setLeaveGuard(true, for: screenID("3"))
    let machine = NavigatorMachine(start)
    guard case .attempt(let attempt) = try machine.decide(.attemptedBack(from: screenID("3")))
    else {
      Issue.record("expected an attempt")
      return
    }
    var asked = machine.state
    #expect(try attempt(&asked).removedScreens.map(\.route) == ["3"])
    #expect(
      machine.state.guardedScreens(removedBy: asked) == [screenID("3")], "what will be asked about")
  }

  @Test func aTapOnATabUnderASheetIsRefused() throws {
    let machine = NavigatorMachine(try state("S2"))
    #expect(
      throws: NavigationError.gestureDoesNotApply(reason: "the tab bar is covered by a modal layer")
    ) {
      try machine.decide(.selectedTab("other"))
    }
  }

  @Test func duringATransitionOnlyTheScreensTheUserRemovedLeave() throws {
    // The host is presenting sheet 4; the app has meanwhile pushed 5 into it.
    let machine = inTransition(shown: try state("P2"), state: try state("P2,S4"))
    machine.state = try state("P2,S4,P5")
    machine.latestSequenceNumber = 2
    machine.display.enqueue(
      machine.state, sequenceNumber: 2, capabilities: .oneAtATime, animation: .everyStep)
    let waiter = machine.newWaiter()
    #expect(machine.waitUntilShown(waiter) == true)
    guard
      case .commit(let proposal, let displayed, _, _) = try machine.decide(
        .dismissedLayer(containing: screenID("4")))
    else {
      Issue.record("expected a change")
      return
    }
    #expect(notation(displayed) == "[P2]", "what the user left on screen")
    #expect(notation(proposal) == "[P2]", "5 went with the sheet it was pushed into")
    machine.display.finishAll(at: proposal, sequenceNumber: 2)
    #expect(
      machine.resumeShown() == [.resume(waiter, .failed(.undoneByUser(screens: [screenID("5")])))],
      "the caller that pushed 5 hears it was undone")
  }

  @Test func whileTheHostHasNotBegunTheStepAnEventIsReadAgainstWhatItShows() throws {
    // The host still shows [P2]; the step presenting sheet 3 waits for its platform.
    let machine = inTransition(shown: try state("P2"), state: try state("P2,S3"))
    machine.deferredStep = machine.display.currentStepID
    #expect(notation(machine.displayed) == notation(machine.shown))
    guard
      case .commit(let proposal, let displayed, _, _) = try machine.decide(
        .wentBack(to: screenID("root")))
    else {
      Issue.record("expected a change")
      return
    }
    #expect(notation(displayed) == "[]", "the host restarts from the root the user went back to")
    #expect(notation(proposal) == "[S3]", "the sheet the app presented meanwhile still applies")
  }

  @Test func anAnswerToAnAlertTheAppRemovedMeanwhileIsRefused() throws {
    let alert = AlertState(title: "Saved")
    // The host shows the alert; the app has meanwhile removed it.
    let machine = inTransition(shown: try state("P2", alert: alert), state: try state("P2"))
    let decision = try machine.decide(.choseAlertAction(actionID: "OK", alertID: alert.id))
    guard case .refuse(let refusal, let displayed) = decision else {
      Issue.record("expected a refusal, got \(decision)")
      return
    }
    #expect(refusal == .alertNoLongerShowing(title: "Saved"))
    #expect(displayed.alert == nil, "the host restarts from what the user left on screen")
  }
}
