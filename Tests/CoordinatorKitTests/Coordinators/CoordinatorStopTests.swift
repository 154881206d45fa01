import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// The other direction of the lifecycle rule: a coordinator that stops takes its screens with it.
@MainActor
@Suite("Screens follow their coordinators")
struct CoordinatorStopTests {
  let navigator = Navigator(root: TestRoute.home)

  @Test func stoppingAFlowRemovesItsScreensAndItsChildrensAsOneChange() throws {
    let log = LifecycleLog()
    let root = try ScreenCoordinator.startedRoot(navigator: navigator, log: log)
    let middle = try root.startChild("middle", route: .list)
    try middle.show(.item(1))
    try middle.startChild("sheet", route: .item(2), style: .modal(.sheet))
    var alertAnswers: [String?] = []
    try navigator.showAlert(AlertState(title: "Over everything")) { alertAnswers.append($0?.id) }
    var changes: [NavigationChange<TestRoute>] = []
    let observation = navigator.observeChanges { changes.append($0) }
    log.events.removeAll()

    middle.stop()
    #expect(changes.count == 1)
    #expect(changes.first?.removedScreens.map(\.route) == [.list, .item(1), .item(2)])
    #expect(navigator.state.path.isEmpty)
    #expect(navigator.state.alert == nil, "stopping always succeeds: the alert goes, unanswered")
    #expect(alertAnswers == [nil])
    #expect(log.events == ["stop sheet", "stop middle"])
    #expect(root.isRunning && root.children.isEmpty)
    _ = observation
  }

  @Test func stoppingTheOwnerOfTheRootLeavesTheRootWithoutAnOwner() throws {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    try root.startChild("child", route: .list)
    root.stop()
    #expect(navigator.state.path.isEmpty)
    #expect(navigator.state.root.route == .home)
    #expect(navigator.state.root.owner == nil)
    #expect(!root.isRunning)
  }

  @Test func aChangeThatLeavesAParentWithoutScreensTakesItsChildsScreensInTheSameChange() throws {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    let parent = try root.startChild("parent", route: .list)
    let child = try parent.startChild("child", route: .item(1), style: .modal(.sheet))
    var changes: [NavigationChange<TestRoute>] = []
    let observation = navigator.observeChanges { changes.append($0) }

    // The stack under the sheet is replaced: the parent's only screen leaves, the sheet stays.
    try navigator.update { (state) throws(NavigationError) in
      try state.replacePushes(after: state.root.id, with: [.item(9)])
    }
    #expect(changes.count == 1)
    #expect(changes.first?.to.path.map(\.screen.route) == [.item(9)])
    #expect(!parent.isRunning && !child.isRunning)
    #expect(root.children.isEmpty)
    _ = observation
  }

  final class ScreenlessFlow: FlowCoordinator {
    let node = CoordinatorNode()
    let navigator: Navigator<TestRoute>
    init(navigator: Navigator<TestRoute>) { self.navigator = navigator }
    func start() throws(NavigationError) {}
  }

  @Test func aFlowThatShowsNoScreenIsStoppedAndReported() throws {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    let flow = ScreenlessFlow(navigator: navigator)
    #expect(throws: NavigationError.flowShowedNoScreen(coordinator: "ScreenlessFlow")) {
      try root.coordinate(to: flow)
    }
    #expect(root.children.isEmpty)
    #expect(!flow.isRunning)
  }

  @Test func aStoppedParentCannotStartChildren() throws {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    root.stop()
    #expect(throws: NavigationError.coordinatorNotRunning(coordinator: "ScreenCoordinator")) {
      try root.coordinate(to: ScreenCoordinator("late", route: .list, navigator: navigator))
    }
    #expect(navigator.state.path.isEmpty)
  }
}
