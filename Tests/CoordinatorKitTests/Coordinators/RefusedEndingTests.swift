import CoordinatorKit
import CoordinatorKitTesting
import Testing

@MainActor
@Suite("Refused endings")
struct RefusedEndingTests {
  let navigator = Navigator(root: TestRoute.home)

  @Test func finishingAFlowUnderAnAlertLeavesItRunningWithItsScreens() throws {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    let child = try root.startChild("child", route: .list, style: .modal(.sheet))
    try navigator.showAlert(AlertState(title: "Unsaved"))
    let before = navigator.state
    #expect(throws: NavigationError.alertIsShowing(title: "Unsaved")) { try child.finishFlow() }
    #expect(navigator.state == before)
    #expect(child.isRunning)
    #expect(root.children.count == 1)
  }

  @Test func aResultRefusedUnderAnAlertIsNotDeliveredUntilItCanBe() throws {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    let picker = PickerCoordinator(navigator: navigator)
    var results: [FlowResult<Int>] = []
    try root.coordinate(to: picker.reportingResult { results.append($0) }, style: .modal(.sheet))
    try navigator.showAlert(AlertState(title: "Wait"))
    #expect(throws: NavigationError.alertIsShowing(title: "Wait")) { try picker.pick(1) }
    #expect(results.isEmpty)
    #expect(picker.isRunning)
    try navigator.answerAlert(withActionID: "OK")
    try picker.pick(2)
    #expect(results == [.finished(2)])
    #expect(navigator.state.path.isEmpty)
  }
}
