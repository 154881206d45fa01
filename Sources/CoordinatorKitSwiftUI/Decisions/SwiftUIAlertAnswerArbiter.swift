import CoordinatorKit

/// Decides what an alert shown by a SwiftUI host reads as and which answer it got, from the two
/// events SwiftUI sends when it goes away: its `isPresented` binding set to `false`, and the
/// tapped button's action.
///
/// SwiftUI clears the binding on every button tap, and may do so before or after the button's
/// action runs; the order is not documented. Reading the clear as "dismissed without a button"
/// at once would answer the alert's cancel action before the tapped button arrives ("Discard"
/// would act as "Keep Editing"). So a clear alone never answers at once: the host schedules a
/// ``settle(_:displayed:)`` on a later main-actor turn (``settleDelay`` later), which reports the
/// alert dismissed without a choice (``UserNavigation/dismissedAlert(alertID:)``: its cancel
/// action, or no action) only if no tap arrived for that alert meanwhile. A tap always wins; a
/// second answer to the same alert, and an answer to an alert no longer displayed, are ignored.
///
/// From the clear on, the binding reads `false` (``isPresented(_:displayed:)``): SwiftUI has
/// taken the alert down, and a re-render while the answer is on its way must not present it
/// again.
struct SwiftUIAlertAnswerArbiter: Hashable, Sendable {
  /// How long after a binding clear the host settles it: long enough for the tapped button's
  /// action, which SwiftUI runs in the same or the next main-actor turn, and short enough that
  /// the user cannot act on the screen below meanwhile.
  static let settleDelay: Duration = .milliseconds(100)

  /// The alert whose binding was cleared and is waiting to be settled.
  private var pendingClear: AlertID?
  /// The last alert answered, so duplicate events for it answer nothing.
  private var answered: AlertID?

  /// An arbiter that has seen nothing yet.
  init() {}

  /// What the `isPresented` binding rendered with `alert` reads while the host displays
  /// `displayed`: `true` only while that alert is displayed and SwiftUI has neither cleared its
  /// binding nor had it answered.
  func isPresented(_ alert: AlertID?, displayed: AlertState?) -> Bool {
    guard let alert, displayed?.id == alert else { return false }
    return pendingClear != alert && answered != alert
  }

  /// SwiftUI set the `isPresented` binding of `alert` to `false` while the host displays
  /// `displayed`. Returns whether the host must schedule a ``settle(_:displayed:)`` for it
  /// (`false` when it is already answered or already waiting, and for an alert no longer
  /// displayed, whose clear is the echo of its removal); never an answer at once.
  mutating func bindingCleared(_ alert: AlertID, displayed: AlertState?) -> Bool {
    engineDisplays(displayed)
    guard displayed?.id == alert, answered != alert, pendingClear != alert else { return false }
    pendingClear = alert
    return true
  }

  /// The user tapped the button of action `actionID` on `alert`, while the host displays
  /// `displayed`: the answer to report, whatever came before it, or `nil` for a duplicate or an
  /// alert no longer displayed.
  mutating func buttonTapped(
    actionID: String, of alert: AlertID, displayed: AlertState?
  ) -> UserNavigation? {
    engineDisplays(displayed)
    guard answered != alert, let displayed, displayed.id == alert,
      displayed.actions.contains(where: { $0.id == actionID })
    else { return nil }
    answered = alert
    if pendingClear == alert { pendingClear = nil }
    return .choseAlertAction(actionID: actionID, alertID: alert)
  }

  /// The scheduled settle of a clear of `alert`, while the host displays `displayed`: the alert
  /// dismissed without a choice when no tap answered it meanwhile and it is still displayed.
  /// The engine answers that with the alert's cancel action, or with no action: never with
  /// another one, so a dialog whose only action deletes deletes nothing when the user taps the
  /// Cancel SwiftUI adds to it.
  mutating func settle(_ alert: AlertID, displayed: AlertState?) -> UserNavigation? {
    guard pendingClear == alert else { return nil }
    pendingClear = nil
    guard answered != alert, let displayed, displayed.id == alert else { return nil }
    answered = alert
    return .dismissedAlert(alertID: alert)
  }

  /// Forgets every alert but `displayed`, the one the host displays now. The host calls it
  /// after reporting an answer, so an alert shown again later with the same identity (an app
  /// that keeps its question in a constant) is presented and answered again.
  mutating func engineDisplays(_ displayed: AlertState?) {
    if pendingClear != displayed?.id { pendingClear = nil }
    if answered != displayed?.id { answered = nil }
  }
}
