import CoordinatorKit

/// Decides which answer an alert shown by a SwiftUI host got, from the two events SwiftUI
/// sends when it goes away: its `isPresented` binding set to `false`, and the tapped button's
/// action.
///
/// SwiftUI clears the binding on every button tap, and may do so before or after the button's
/// action runs; the order is not documented. Reading the clear as "dismissed without a button"
/// would answer the alert's cancel action before the tapped button arrives ("Discard" would act
/// as "Keep Editing"). So a clear alone never answers at once: the host schedules a
/// ``settle(_:displayed:)`` on a later main-actor turn (``settleDelay`` later), which chooses the
/// alert's dismissal action only if no tap arrived for that alert meanwhile. A tap always wins;
/// a second answer to the same alert, and an answer to an alert no longer displayed, are ignored.
package struct SwiftUIAlertAnswerArbiter: Hashable, Sendable {
  /// How long after a binding clear the host settles it: long enough for the tapped button's
  /// action, which SwiftUI runs in the same or the next main-actor turn, and short enough that
  /// the user cannot act on the screen below meanwhile.
  package static let settleDelay: Duration = .milliseconds(100)

  /// The alert whose binding was cleared and is waiting to be settled.
  private var pendingClear: AlertID?
  /// The last alert answered, so duplicate events for it answer nothing.
  private var answered: AlertID?

  /// An arbiter that has seen nothing yet.
  package init() {}

  /// SwiftUI set the `isPresented` binding of `alert` to `false`. Returns whether the host must
  /// schedule a ``settle(_:displayed:)`` for it (`false` when it is already answered or already
  /// waiting); never an answer at once.
  package mutating func bindingCleared(_ alert: AlertID) -> Bool {
    guard answered != alert, pendingClear != alert else { return false }
    pendingClear = alert
    return true
  }

  /// The user tapped the button of action `actionID` on `alert`, while the host displays
  /// `displayed`: the answer to report, whatever came before it, or `nil` for a duplicate or an
  /// alert no longer displayed.
  package mutating func buttonTapped(
    actionID: String, of alert: AlertID, displayed: AlertState?
  ) -> UserNavigation? {
    guard answered != alert, let displayed, displayed.id == alert,
      displayed.actions.contains(where: { $0.id == actionID })
    else { return nil }
    answered = alert
    if pendingClear == alert { pendingClear = nil }
    return .choseAlertAction(actionID: actionID, alertID: alert)
  }

  /// The scheduled settle of a clear of `alert`, while the host displays `displayed`: the
  /// alert's dismissal action when no tap answered it meanwhile and it still shows (`nil` when
  /// it has none: a lone action, or several without a cancel one).
  package mutating func settle(_ alert: AlertID, displayed: AlertState?) -> UserNavigation? {
    guard pendingClear == alert else { return nil }
    pendingClear = nil
    guard answered != alert, let displayed, displayed.id == alert,
      let action = displayed.dismissalAction
    else { return nil }
    answered = alert
    return .choseAlertAction(actionID: action.id, alertID: alert)
  }
}
