import CoordinatorKit
import Foundation
import NavigationTestSupport
import Testing

@Suite("Navigation state invariants")
struct NavigationStateInvariantTests {
  private func withAlert(_ path: String) throws -> NavigationState<String> {
    var state = try state(path)
    try state.showAlert(AlertState(title: "Careful"))
    return state
  }

  /// Every operation that would put something above an alert is refused, unchanged.
  @Test(arguments: [
    "push", "pushMany", "present", "pop", "popToRoot", "popTo", "dismiss", "dismissAll",
  ])
  func nothingGoesAboveAnAlert(operation: String) throws {
    var state = try withAlert("P2,S3,P4")
    let before = state
    let root = state.root.id
    #expect(throws: NavigationError.alertIsShowing(title: "Careful")) {
      switch operation {
      case "push": try state.push("x")
      case "pushMany": try state.push(contentsOf: ["x", "y"])
      case "present": try state.present("x", as: .sheet)
      case "pop": try state.pop()
      case "popToRoot": try state.popToRoot()
      case "popTo": try state.pop(to: root)
      case "dismiss": try state.dismiss()
      default: try state.dismissAll()
      }
    }
    #expect(state == before)
  }

  @Test func aSecondAlertIsRefused() throws {
    var state = try withAlert("")
    let before = state
    #expect(throws: NavigationError.alertAlreadyShowing(title: "Careful")) {
      try state.showAlert(AlertState(title: "Another"))
    }
    #expect(state == before)
  }

  @Test func answeringWithoutAlertIsRefused() throws {
    var state = try state("P2")
    let before = state
    #expect(throws: NavigationError.noAlertShowing) { try state.answerAlert(withActionID: "OK") }
    #expect(state == before)
  }

  @Test func answeringWithAnUnknownActionIsRefused() throws {
    var state = try withAlert("")
    let before = state
    #expect(throws: NavigationError.unknownAlertAction(id: "Nope", available: ["OK"])) {
      try state.answerAlert(withActionID: "Nope")
    }
    #expect(state == before)
  }

  @Test func duplicateIdentitiesAreRefused() throws {
    let screen = NavigationScreen("2")
    #expect(throws: NavigationError.duplicateScreenID(screen.id)) {
      try NavigationState(
        root: NavigationScreen("1"),
        path: [
          PresentedScreen(screen, style: .push), PresentedScreen(screen, style: .modal(.sheet)),
        ])
    }
    var state = NavigationState(root: "1")
    try state.append(screen, style: .push)
    let before = state
    #expect(throws: NavigationError.duplicateScreenID(screen.id)) {
      try state.append(screen, style: .push)
    }
    #expect(state == before)
  }

  @Test func errorsSayWhatToDo() {
    #expect(
      NavigationError.alertIsShowing(title: "Careful").description
        == "The alert \"Careful\" is showing: answer or dismiss it before navigating.")
    #expect(
      NavigationError.unknownAlertAction(id: "X", available: ["OK", "Cancel"]).description
        == "The alert has no action \"X\"; its actions are: OK, Cancel.")
  }
}
