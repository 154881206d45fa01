import CoordinatorKit
import CoordinatorKitSwiftUI
import NavigationTestSupport
import Testing

/// Replays what SwiftUI does when the user taps an alert button: it clears the alert's
/// `isPresented` binding and runs the button's action, in an order it does not document. The
/// answer must be the button tapped, whatever the order.
@MainActor
@Suite("SwiftUI alert answers")
struct SwiftUIAlertAnswerTests {
  /// A navigator showing the cancellable alert ("Discard" destructive, "Keep" cancel) over
  /// `[P2]`, and what its answer handler received.
  @MainActor
  private final class Shown {
    let navigator: Navigator<String>
    let alert: AlertState
    var answers: [String?] = []

    init() throws {
      navigator = try attachedNavigator("P2", capabilities: .swiftUI)
      alert = try cancellableAlert()
      try navigator.showAlert(alert) { [weak self] action in self?.answers.append(action?.title) }
      showAllSteps(navigator)
    }

    /// The displayed alert, as the host reads it when an event arrives.
    var displayed: AlertState? { navigator.hosting.displayedState.alert }

    func report(_ event: UserNavigation?) throws {
      try NavigationTestSupport.report(event, to: navigator)
    }
  }

  @Test func bindingClearedBeforeTheTapAnswersTheTappedButton() throws {
    let shown = try Shown()
    var arbiter = SwiftUIAlertAnswerArbiter()
    let discard = shown.alert.actions[0]
    // SwiftUI clears the binding first: nothing is answered yet, a settle is scheduled.
    let scheduled = arbiter.bindingCleared(shown.alert.id)
    #expect(scheduled)
    #expect(shown.displayed?.id == shown.alert.id, "a clear alone answers nothing")
    // Then the tapped button's action arrives, and wins.
    let tap = arbiter.buttonTapped(
      actionID: discard.id, of: shown.alert.id, displayed: shown.displayed)
    #expect(tap == .choseAlertAction(actionID: discard.id, alertID: shown.alert.id))
    try shown.report(tap)
    // The settle scheduled by the clear comes later and finds the alert answered.
    try shown.report(arbiter.settle(shown.alert.id, displayed: shown.displayed))
    #expect(shown.answers == ["Discard"])
    #expect(shown.navigator.state.alert == nil)
  }

  @Test func tapBeforeTheBindingClearAnswersTheTappedButton() throws {
    let shown = try Shown()
    var arbiter = SwiftUIAlertAnswerArbiter()
    let discard = shown.alert.actions[0]
    let tap = arbiter.buttonTapped(
      actionID: discard.id, of: shown.alert.id, displayed: shown.displayed)
    try shown.report(tap)
    let scheduled = arbiter.bindingCleared(shown.alert.id)
    #expect(!scheduled, "the clear after a tap schedules nothing")
    let settled = arbiter.settle(shown.alert.id, displayed: shown.displayed)
    #expect(settled == nil)
    #expect(shown.answers == ["Discard"])
  }

  @Test func clearWithoutATapSettlesAsTheCancelAction() throws {
    let shown = try Shown()
    var arbiter = SwiftUIAlertAnswerArbiter()
    let scheduled = arbiter.bindingCleared(shown.alert.id)
    let again = arbiter.bindingCleared(shown.alert.id)
    #expect(scheduled)
    #expect(!again, "a repeated clear schedules nothing more")
    let settled = arbiter.settle(shown.alert.id, displayed: shown.displayed)
    let keep = shown.alert.actions[1]
    #expect(settled == .choseAlertAction(actionID: keep.id, alertID: shown.alert.id))
    try shown.report(settled)
    let resettled = arbiter.settle(shown.alert.id, displayed: shown.displayed)
    #expect(resettled == nil)
    #expect(shown.answers == ["Keep"])
  }

  @Test func tapForAStaleAlertAndDuplicateTapsAnswerNothing() throws {
    let shown = try Shown()
    var arbiter = SwiftUIAlertAnswerArbiter()
    let discard = shown.alert.actions[0]
    let first = arbiter.buttonTapped(
      actionID: discard.id, of: shown.alert.id, displayed: shown.displayed)
    #expect(first != nil)
    let duplicate = arbiter.buttonTapped(
      actionID: discard.id, of: shown.alert.id, displayed: shown.displayed)
    #expect(duplicate == nil, "a duplicate tap")
    try shown.report(first)

    // A second alert shows; a late tap for the first one must not answer it.
    let next = try cancellableAlert()
    try shown.navigator.showAlert(next) { [weak shown] action in
      shown?.answers.append("next: \(action?.title ?? "none")")
    }
    showAllSteps(shown.navigator)
    var fresh = SwiftUIAlertAnswerArbiter()
    let staleTap = fresh.buttonTapped(
      actionID: discard.id, of: shown.alert.id, displayed: shown.displayed)
    #expect(staleTap == nil)
    let staleClear = fresh.bindingCleared(shown.alert.id)
    #expect(staleClear)
    let staleSettle = fresh.settle(shown.alert.id, displayed: shown.displayed)
    #expect(staleSettle == nil, "a stale clear")
    #expect(shown.navigator.state.alert?.id == next.id)
    let unknownAction = fresh.buttonTapped(
      actionID: "no such action", of: next.id, displayed: shown.displayed)
    #expect(unknownAction == nil)
    #expect(shown.answers == ["Discard"])
  }
}
