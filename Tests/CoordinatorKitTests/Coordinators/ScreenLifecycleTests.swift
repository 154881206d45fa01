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
    let child = try root.startChild("child", route: .list, style: style)
    leaks.track(child, as: "child coordinator")
    return root
  }

  @Test func poppedByTheApp() throws {
    let root = try rootWithChild()
    try navigator.update { try $0.pop() }
    #expect(root.children.isEmpty)
    leaks.expectAllReleased()
  }

  @Test func dismissedByTheApp() throws {
    let root = try rootWithChild(style: .modal(.sheet))
    #expect(navigator.state.layers.count == 1)
    try navigator.update { try $0.dismiss() }
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
    let root = try rootWithChild(style: .modal(.sheet))
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
    try navigator.update { try $0.pop() }
    try navigator.update { try $0.pop() }
    #expect(child.isRunning)
    try navigator.update { try $0.pop() }
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
    _ = try rootWithChild(style: .modal(.sheet))
    let child = try #require(navigator.state.layers.first)
    #expect(child.root.route == .list)
    #expect(child.style == .sheet)
  }

  @Test func finishFlowRemovesTheChildsScreensOnly() throws {
    let root = try rootWithChild(style: .modal(.sheet))
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
      let child = try root.startChild(
        "c\(index)", route: .item(index), style: index.isMultiple(of: 2) ? .push : .modal(.sheet))
      leaks.track(child)
      if index.isMultiple(of: 3) {
        child.stop()
        try child.finishFlow()
      } else if index.isMultiple(of: 2) {
        try navigator.update { try $0.pop() }
      } else {
        try navigator.update { try $0.dismiss() }
      }
    }
    #expect(root.children.isEmpty)
    #expect(navigator.state.path.isEmpty)
    leaks.expectAllReleased()
  }
}
