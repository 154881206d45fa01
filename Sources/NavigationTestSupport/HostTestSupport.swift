import CoordinatorKit

// Helpers for tests of the engine and of the hosts' decisions: a navigator attached the way a
// platform host attaches, its steps shown one by one, and sample states covering every kind of
// level change.

/// Shows every pending step of `navigator` and returns each shown state in notation.
@MainActor
@discardableResult
package func showAllSteps(_ navigator: Navigator<String>) -> [String] {
  var shown: [String] = []
  while let step = navigator.hosting.currentStep {
    shown.append(notation(step.state))
    navigator.hostDidShow(step.id)
  }
  return shown
}

/// A navigator showing `notation` (see ``state(_:root:rootName:)``) to a host attached with
/// `capabilities`, every step of the way from the bare root already shown.
@MainActor
package func attachedNavigator(
  _ notation: String, rootName: String = "root", capabilities: TransitionCapabilities
) throws -> Navigator<String> {
  let navigator = Navigator(try state(notation, rootName: rootName))
  navigator.attachHost(capabilities: capabilities)
  showAllSteps(navigator)
  return navigator
}

/// Reports what a projection made of a platform event, as an adapter does, then shows the
/// steps that follow; `nil` reports nothing.
@MainActor
package func report(_ event: UserNavigation?, to navigator: Navigator<String>) throws {
  if let event {
    try navigator.userDidNavigate(event)
  }
  showAllSteps(navigator)
}

/// The identities of the named screens, as ``state(_:root:rootName:)`` gives them.
package func screenIDs(_ names: String...) -> [ScreenID] {
  names.map(screenID)
}

/// An alert whose dismissal without a button is answered by its cancel action.
package func cancellableAlert() throws -> AlertState {
  try AlertState(
    title: "Discard the draft?",
    actions: [AlertAction("Discard", role: .destructive), AlertAction("Keep", role: .cancel)])
}

/// States covering every kind of level change, for the tests that check every plan between them.
package func sampleStates() throws -> [NavigationState<String>] {
  let alert = AlertState(title: "Saved")
  return [
    try state(""), try state("P2"), try state("P2,P3,P4"), try state("S2"),
    try state("S2,P3,S4"), try state("P2,S3,P4,C5,S6,P7"), try state("P2,C3"),
    try state("P4,C3"), try state("S2,S3,S4"), try state("C3,P2"), try state("S9,P3"),
    try state("P3,S9"), try state("P2", rootName: "home2"), try state("S2", alert: alert),
    try state("P2,S3,P4", alert: alert),
  ]
}

extension TransitionCapabilities {
  /// Pushes and stack replacements merged, one dismissal per step: the one mixed combination
  /// (SwiftUI on iOS 16 behaved so), which the planning tests keep covering.
  package static let oneDismissalPerStep = TransitionCapabilities(
    pushesSeveralAtOnce: true, dismissesSeveralAtOnce: false, replacesStackInOneStep: true)
}
