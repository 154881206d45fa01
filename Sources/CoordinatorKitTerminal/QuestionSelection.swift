import CoordinatorKit

/// The choice selected in the question on screen (an alert or a confirmation dialog).
///
/// A question seen for the first time, or again after it was answered, starts on its safe
/// choice (`AlertState.safeChoiceIndex`: Keep Editing, not Discard; the host's Cancel of a
/// dialog without one), so that Enter never destroys anything by default.
struct QuestionSelection {
  /// The selected choice of ``question``.
  private var index = 0
  /// The question the selection belongs to; `nil` before the first and after an answer.
  private var question: AlertID?

  /// The index of the selected choice of `alert`: its safe choice when the selection belonged
  /// to another question, or to none.
  mutating func selectedIndex(in alert: AlertState) -> Int {
    if question != alert.id {
      question = alert.id
      index = alert.safeChoiceIndex
    }
    return index
  }

  /// Selects the choice of `alert` before the selected one (before the first, the last).
  mutating func selectPrevious(in alert: AlertState) {
    let count = alert.choiceCount
    index = (selectedIndex(in: alert) + count - 1) % count
  }

  /// Selects the choice of `alert` after the selected one (after the last, the first).
  mutating func selectNext(in alert: AlertState) {
    index = (selectedIndex(in: alert) + 1) % alert.choiceCount
  }

  /// Forgets the question answered: shown again, it starts on its safe choice again.
  mutating func forget() {
    question = nil
  }
}
