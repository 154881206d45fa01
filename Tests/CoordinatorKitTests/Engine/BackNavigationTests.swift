import CoordinatorKit
import NavigationTestSupport
import Testing

@Suite("Back and alert dismissal")
struct BackNavigationTests {
  @Test func backGoesOneScreenBackInTheTopStackThenDismissesTheModal() throws {
    var state = try state("P2,S3,P4")
    #expect(state.backNavigation == .wentBack(to: state.path[1].screen.id))
    try state.pop()
    #expect(state.backNavigation == .dismissedLayer(containing: state.path[1].screen.id))
    try state.dismiss()
    #expect(state.backNavigation == .wentBack(to: state.root.id))
    try state.pop()
    #expect(state.backNavigation == nil)
  }

  @Test @MainActor func anAlertDismissedUnansweredTellsItsCaller() throws {
    let navigator = Navigator(root: "1")
    var answers: [String?] = []
    try navigator.showAlert(AlertState(title: "Hi")) { answers.append($0?.id) }
    #expect(try navigator.update { $0.dismissAlert() }?.title == "Hi")
    #expect(answers == [nil])
    #expect(navigator.state.alert == nil)
    #expect(try navigator.update { $0.dismissAlert() } == nil)
    #expect(navigator.lastChange?.sequenceNumber == 2)
  }
}
