/// What a cancelled wait takes down: the rule is that cancelling the task that awaits a request
/// ends the wait at once, with the value the request already has for "ended without an answer"
/// (`nil` from ``Navigator/alert(_:)``, ``FollowError/cancelled`` from ``Navigator/open(_:animation:)``,
/// ``FlowResult/cancelled`` to a child flow's handler), and removes what nobody waits for any more.
extension Navigator {
  /// Removes alert `id` unanswered, if it is still showing: its handler hears `nil`.
  func takeDownAlert(_ id: AlertID) {
    guard storedState.alert?.id == id else { return }
    var copy = storedState
    copy.dismissAlert()
    commit(copy, cause: .request)
  }
}
