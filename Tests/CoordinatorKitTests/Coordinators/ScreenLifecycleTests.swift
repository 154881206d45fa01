import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// A coordinator is stopped, freed and deallocated when its last screen leaves, however it
/// leaves.
@MainActor
@Suite("Coordinators follow their screens")
struct ScreenLifecycleTests {
  let navigator = Navigator(root: TestRoute.home)
  let leaks = LeakTracker()

  private func rootWithChild(style: PresentationStyle = .push) throws -> ScreenCoordinator {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    let child = ScreenCoordinator("child", route: .list, navigator: navigator)
    leaks.track(child, as: "child coordinator")
    try root.coordinate(to: child, style: style)
    return root
  }

  @Test func poppedByTheApp() throws {
    let root = try rootWithChild()
    try navigator.pop()
    #expect(root.children.isEmpty)
    leaks.expectAllReleased()
  }

  @Test func dismissedByTheApp() throws {
    let root = try rootWithChild(style: .sheet)
    #expect(navigator.state.layers.count == 1)
    try navigator.dismiss()
    #expect(root.children.isEmpty)
    leaks.expectAllReleased()
  }

  @Test func replacedByAJump() throws {
    let root = try rootWithChild()
    try root.jump(to: NavigationState(root: .home, pushing: [.item(7)], owner: root.identifier))
    #expect(root.children.isEmpty)
    #expect(root.isRunning, "the root owns the new screens")
    leaks.expectAllReleased()
  }

  @Test func removedByABackSwipe() throws {
    let root = try rootWithChild()
    let host = HeadlessHost(navigator: navigator)
    try host.swipeBack()
    #expect(root.children.isEmpty)
    leaks.expectAllReleased()
  }

  @Test func removedByASwipeDown() throws {
    let root = try rootWithChild(style: .cover)
    let host = HeadlessHost(navigator: navigator)
    try host.swipeDown()
    #expect(root.children.isEmpty)
    leaks.expectAllReleased()
  }

  @Test func aCancelledGestureKeepsEverything() throws {
    let root = try rootWithChild()
    let host = HeadlessHost(navigator: navigator)
    host.cancelGesture()
    #expect(root.children.count == 1)
    #expect(leaks.aliveLabels == ["child coordinator"])
  }

  @Test func aCoordinatorWithSeveralScreensStaysUntilTheLastLeaves() throws {
    let root = try rootWithChild()
    let child = try #require(root.children.first as? ScreenCoordinator)
    try child.show(.item(1))
    try child.show(.item(2))
    try navigator.pop()
    try navigator.pop()
    #expect(child.isRunning)
    try navigator.pop()
    #expect(!child.isRunning)
    #expect(root.children.isEmpty)
  }

  @Test func aChildFlowPushesOntoItsParentsStackAndGoesBackToItsOwnFirstScreen() throws {
    let root = try rootWithChild()
    let child = try #require(root.children.first as? ScreenCoordinator)
    try child.show(.item(1))
    try child.show(.item(2))
    #expect(navigator.state.layers.isEmpty)
    #expect(navigator.state.baseStack.map(\.route) == [.home, .list, .item(1), .item(2)])
    #expect(
      navigator.state.baseStack.map(\.owner) == [root, child, child, child].map(\.identifier))
    try child.popToFirstScreen()
    #expect(navigator.state.baseStack.map(\.route) == [.home, .list])
    #expect(child.isRunning)
  }

  @Test func theParentChoosesPushOrModalForTheSameChild() throws {
    _ = try rootWithChild(style: .sheet)
    let child = try #require(navigator.state.layers.first)
    #expect(child.root.route == .list)
    #expect(child.style == .sheet)
  }

  @Test func finishFlowRemovesTheChildsScreensOnly() throws {
    let root = try rootWithChild(style: .sheet)
    do {
      let child = try #require(root.children.first as? ScreenCoordinator)
      try child.show(.item(1))
      try child.finishFlow()
    }
    #expect(navigator.state.path.isEmpty)
    #expect(root.isRunning)
    leaks.expectAllReleased()
  }

  @Test func tenThousandStartStopCyclesLeaveNothingAlive() throws {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    for index in 0..<10_000 {
      let child = ScreenCoordinator("c\(index)", route: .item(index), navigator: navigator)
      leaks.track(child)
      try root.coordinate(to: child, style: index.isMultiple(of: 2) ? .push : .sheet)
      if index.isMultiple(of: 3) {
        child.stop()
        try child.finishFlow()
      } else if index.isMultiple(of: 2) {
        try navigator.pop()
      } else {
        try navigator.dismiss()
      }
    }
    #expect(root.children.isEmpty)
    #expect(navigator.state.path.isEmpty)
    leaks.expectAllReleased()
  }
}

@MainActor
@Suite("Refused endings")
struct RefusedEndingTests {
  let navigator = Navigator(root: TestRoute.home)

  @Test func finishingAFlowUnderAnAlertLeavesItRunningWithItsScreens() throws {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    let child = ScreenCoordinator("child", route: .list, navigator: navigator)
    try root.coordinate(to: child, style: .sheet)
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
    root.coordinate(to: picker, style: .sheet) { results.append($0) }
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

@MainActor
@Suite("Destinations")
struct DestinationTests {
  final class ItemCoordinator: FlowCoordinator, DestinationCoordinator {
    enum Destination {
      case first
      case item(Int)
    }
    let node = CoordinatorNode()
    let navigator: Navigator<TestRoute>
    init(navigator: Navigator<TestRoute>) { self.navigator = navigator }
    func start() throws(NavigationError) { try start(with: .first) }
    func start(with destination: Destination) throws(NavigationError) {
      switch destination {
      case .first: try show(.list)
      case .item(let number): try show(.item(number))
      }
    }
  }

  @Test func aParentStartsAChildAtADestination() throws {
    let navigator = Navigator(root: TestRoute.home)
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    let child = ItemCoordinator(navigator: navigator)
    try root.coordinate(to: child, at: .item(3), style: .cover)
    #expect(navigator.state.layers.map(\.root.route) == [.item(3)])
    #expect(child.parent === root)
    #expect(navigator.state.topScreen.owner == child.identifier)
  }

  @Test func aDestinationThatCannotBeShownLeavesNothingBehind() throws {
    let navigator = Navigator(root: TestRoute.home)
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    try navigator.showAlert(AlertState(title: "Busy"))
    #expect(throws: NavigationError.alertIsShowing(title: "Busy")) {
      try root.coordinate(to: ItemCoordinator(navigator: navigator), at: .item(1))
    }
    #expect(root.children.isEmpty)
  }
}

/// The other direction of the lifecycle rule: a coordinator that stops takes its screens with it.
@MainActor
@Suite("Screens follow their coordinators")
struct CoordinatorStopTests {
  let navigator = Navigator(root: TestRoute.home)
  let log = LifecycleLog()

  @Test func stoppingAFlowRemovesItsScreensAndItsChildrensAsOneChange() throws {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator, log: log)
    let middle = ScreenCoordinator("middle", route: .list, navigator: navigator, log: log)
    try root.coordinate(to: middle)
    try middle.show(.item(1))
    try middle.coordinate(
      to: ScreenCoordinator("sheet", route: .item(2), navigator: navigator, log: log), style: .sheet
    )
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
    try root.coordinate(to: ScreenCoordinator("child", route: .list, navigator: navigator))
    root.stop()
    #expect(navigator.state.path.isEmpty)
    #expect(navigator.state.root.route == .home)
    #expect(navigator.state.root.owner == nil)
    #expect(!root.isRunning)
  }

  @Test func aChangeThatLeavesAParentWithoutScreensTakesItsChildsScreensInTheSameChange() throws {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    let parent = ScreenCoordinator("parent", route: .list, navigator: navigator)
    try root.coordinate(to: parent)
    let child = ScreenCoordinator("child", route: .item(1), navigator: navigator)
    try parent.coordinate(to: child, style: .sheet)
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
