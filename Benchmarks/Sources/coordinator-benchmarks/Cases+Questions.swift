import CoordinatorKit

extension Cases {
  /// An alert shown over the stack and answered by the user, through a navigator with one change
  /// observer (the alert made in the loop, as an app makes each question).
  static let alertAnswered = question(named: "alert shown+answered", .alert)

  /// The same question as a confirmation dialog: the same path, measured to show it.
  static let dialogAnswered = question(
    named: "confirmation dialog shown+answered", .confirmationDialog)

  private static func question(named name: String, _ presentation: AlertPresentation) -> Case {
    Case(name: name) { depth in
      let navigator = navigator(depth: depth)
      var changes = 0
      let observation = navigator.observeChanges { _ in changes += 1 }
      let actions = [
        AlertAction("Delete", role: .destructive), AlertAction("Cancel", role: .cancel),
      ]
      return { count in
        for _ in 0..<count {
          let question = try AlertState(
            title: "Delete?", actions: actions, presentation: presentation)
          try navigator.showAlert(question)
          try navigator.userDidNavigate(
            .choseAlertAction(actionID: "Cancel", alertID: question.id))
        }
        precondition(changes > 0 && navigator.state.alert == nil)
        _ = observation
      }
    }
  }
}
