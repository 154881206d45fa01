/// The rules for requests (the app's and the coordinators'), which apply at once or are refused:
/// nothing an app asks for waits behind a question.
extension NavigatorMachine {
  /// The refusal a request of coordinator `owner` (or of the app, `nil`) meets now, if any:
  /// while a leave guard's question is open, only the asked coordinators' own requests and
  /// requests that override leave guards go through.
  func refusal(ofRequestBy owner: CoordinatorID?, overridingLeaveGuards: Bool)
    -> NavigationError?
  {
    guard let question, !overridingLeaveGuards else { return nil }
    if let owner, question.owners.contains(owner) { return nil }
    return .leaveQuestionOpen(screens: question.screens)
  }

  /// The refusal a request meets when its `proposal` removes screens with unsaved changes
  /// without asking: "refuse if guarded", for every request, restoration and flow ending that
  /// does not ask. It costs what the proposal changes.
  func leaveGuardRefusal(removing proposal: borrowing NavigationState<Route>) -> NavigationError? {
    guard mayGuard else { return nil }
    let guarded = guardedScreens(removedBy: copy proposal)
    return guarded.isEmpty ? nil : .leaveGuarded(screens: guarded)
  }
}
