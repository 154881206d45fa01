/// A yes-or-no question, the shape of most alerts a leave guard asks.
extension Navigator {
  /// Asks the user to confirm `action` in an alert with two buttons, `action` and `cancel`, and
  /// waits for the answer: the one-line body of ``LeaveGuarding/shouldLeave(_:)``.
  ///
  /// ```swift
  /// func shouldLeave(_ screen: ScreenID) async -> Bool {
  ///   await navigator.confirm("Discard draft?", action: "Discard", cancel: "Keep Editing")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: the question.
  ///   - message: more detail, if any.
  ///   - action: the confirming button's title.
  ///   - role: the confirming button's role; destructive by default (it discards something).
  ///   - cancel: the other button's title, with the cancel role.
  /// - Returns: `true` only when the user chose `action`. `false` when they chose `cancel`, when
  ///   the alert was removed unanswered, or when it could not be shown (another alert is up, or
  ///   the two titles are the same): keeping things as they are is the safe answer, and that
  ///   refusal reaches ``observeRefusals(_:)``.
  public func confirm(
    _ title: String, message: String? = nil, action: String,
    role: AlertAction.Role = .destructive, cancel: String = "Cancel"
  ) async -> Bool {
    do throws(NavigationError) {
      let question = try AlertState(
        title: title, message: message,
        actions: [AlertAction(action, role: role), AlertAction(cancel, role: .cancel)])
      return try await alert(question)?.id == action
    } catch {
      // An alert already showing was reported by `alert(_:)`; a bad question is reported here.
      if case .duplicateAlertAction = error { reportRefusal(error) }
      return false
    }
  }
}
