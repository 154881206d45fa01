import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitSwiftUI

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
    let scheduled = arbiter.bindingCleared(shown.alert.id, displayed: shown.displayed)
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
    let scheduled = arbiter.bindingCleared(shown.alert.id, displayed: shown.displayed)
    #expect(!scheduled, "the clear after a tap schedules nothing")
    let settled = arbiter.settle(shown.alert.id, displayed: shown.displayed)
    #expect(settled == nil)
    #expect(shown.answers == ["Discard"])
  }

  @Test func clearWithoutATapSettlesAsTheCancelAction() throws {
    let shown = try Shown()
    var arbiter = SwiftUIAlertAnswerArbiter()
    let scheduled = arbiter.bindingCleared(shown.alert.id, displayed: shown.displayed)
    let again = arbiter.bindingCleared(shown.alert.id, displayed: shown.displayed)
    #expect(scheduled)
    #expect(!again, "a repeated clear schedules nothing more")
    let settled = arbiter.settle(shown.alert.id, displayed: shown.displayed)
    #expect(settled == .dismissedAlert(alertID: shown.alert.id))
    try shown.report(settled)
    let resettled = arbiter.settle(shown.alert.id, displayed: shown.displayed)
    #expect(resettled == nil)
    #expect(shown.answers == ["Keep"])
  }

  /// SwiftUI gives a confirmation dialog without a `.cancel` button a Cancel of its own, and on
  /// iPad a tap outside dismisses it: either clears the binding with no button action. The
  /// dialog then answers no action, never its only one ("Delete draft?" must not delete).
  @Test func aDialogClearedWithoutATapAnswersNoActionNotItsOnlyAction() throws {
    let navigator = try attachedNavigator("P2", capabilities: .swiftUI)
    let dialog = try AlertState.confirmationDialog(
      title: "Delete draft?", actions: [AlertAction("Delete", role: .destructive)])
    var answers: [String?] = []
    try navigator.showAlert(dialog) { answers.append($0?.id) }
    showAllSteps(navigator)
    var arbiter = SwiftUIAlertAnswerArbiter()
    let scheduled = arbiter.bindingCleared(
      dialog.id, displayed: navigator.hosting.displayedState.alert)
    #expect(scheduled)
    let settled = arbiter.settle(dialog.id, displayed: navigator.hosting.displayedState.alert)
    try NavigationTestSupport.report(settled, to: navigator)
    #expect(answers == [nil], "the user's Cancel deletes nothing")
    #expect(navigator.state.alert == nil)
  }

  /// A dialog with several actions and no cancel one, cleared with no tap, leaves the engine
  /// too: nothing shows it any more, and a question left in the state would block every later
  /// alert.
  @Test func aDialogWithoutACancelActionClearedWithoutATapLeavesTheState() throws {
    let navigator = try attachedNavigator("P2", capabilities: .swiftUI)
    let dialog = try AlertState.confirmationDialog(
      title: "Move to?", actions: [AlertAction("Archive"), AlertAction("Trash")])
    var answers: [String?] = []
    try navigator.showAlert(dialog) { answers.append($0?.id) }
    showAllSteps(navigator)
    var arbiter = SwiftUIAlertAnswerArbiter()
    let scheduled = arbiter.bindingCleared(
      dialog.id, displayed: navigator.hosting.displayedState.alert)
    #expect(scheduled)
    let settled = arbiter.settle(dialog.id, displayed: navigator.hosting.displayedState.alert)
    try NavigationTestSupport.report(settled, to: navigator)
    #expect(navigator.state.alert == nil)
    #expect(answers == [nil])
    try navigator.showAlert(AlertState(title: "Next"))
  }

  /// Once SwiftUI cleared the binding, it reads `false` at once: a re-render while the answer
  /// is on its way (within ``SwiftUIAlertAnswerArbiter/settleDelay``) must not present the
  /// alert again. It reads `false` as well once a button answered it, and for an alert the host
  /// no longer displays.
  @Test func aClearedBindingReadsFalseAtOnceUntilItsAnswerReachesTheEngine() throws {
    let shown = try Shown()
    var arbiter = SwiftUIAlertAnswerArbiter()
    let rendered = shown.alert.id
    #expect(arbiter.isPresented(rendered, displayed: shown.displayed))
    #expect(!arbiter.isPresented(nil, displayed: shown.displayed))
    _ = arbiter.bindingCleared(rendered, displayed: shown.displayed)
    #expect(!arbiter.isPresented(rendered, displayed: shown.displayed), "cleared: false at once")
    let settled = arbiter.settle(rendered, displayed: shown.displayed)
    #expect(!arbiter.isPresented(rendered, displayed: shown.displayed))
    try shown.report(settled)
    arbiter.engineDisplays(shown.displayed)
    #expect(shown.answers == ["Keep"])
    #expect(!arbiter.isPresented(rendered, displayed: shown.displayed), "no longer displayed")

    // Answered by a button before any clear: false as well.
    let next = try Shown()
    var tapped = SwiftUIAlertAnswerArbiter()
    _ = tapped.buttonTapped(
      actionID: next.alert.actions[0].id, of: next.alert.id, displayed: next.displayed)
    #expect(!tapped.isPresented(next.alert.id, displayed: next.displayed))
  }

  /// An app may keep its question in a constant and show the same alert (the same identity)
  /// again after it was answered: it is presented and answered again, and the late clear of the
  /// first showing, an echo, does not dismiss the second.
  @Test func anAlertShownAgainWithTheSameIdentityIsPresentedAndAnsweredAgain() throws {
    let shown = try Shown()
    var arbiter = SwiftUIAlertAnswerArbiter()
    let discard = shown.alert.actions[0]
    try shown.report(
      arbiter.buttonTapped(actionID: discard.id, of: shown.alert.id, displayed: shown.displayed))
    arbiter.engineDisplays(shown.displayed)
    let lateClear = arbiter.bindingCleared(shown.alert.id, displayed: shown.displayed)
    #expect(!lateClear)

    try shown.navigator.showAlert(shown.alert) { [weak shown] action in
      shown?.answers.append("again: \(action?.title ?? "none")")
    }
    showAllSteps(shown.navigator)
    #expect(arbiter.isPresented(shown.alert.id, displayed: shown.displayed))
    let secondTap = arbiter.buttonTapped(
      actionID: discard.id, of: shown.alert.id, displayed: shown.displayed)
    #expect(secondTap == .choseAlertAction(actionID: discard.id, alertID: shown.alert.id))
    try shown.report(secondTap)
    #expect(shown.answers == ["Discard", "again: Discard"])
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
    let staleClear = fresh.bindingCleared(shown.alert.id, displayed: shown.displayed)
    #expect(!staleClear, "the clear of an alert no longer displayed is an echo")
    let staleSettle = fresh.settle(shown.alert.id, displayed: shown.displayed)
    #expect(staleSettle == nil, "a stale clear")
    #expect(shown.navigator.state.alert?.id == next.id)
    let unknownAction = fresh.buttonTapped(
      actionID: "no such action", of: next.id, displayed: shown.displayed)
    #expect(unknownAction == nil)
    #expect(shown.answers == ["Discard"])
  }
}
