import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

@MainActor
@Suite("Coordinator lifecycle")
struct CoordinatorLifecycleTests {
  let navigator = Navigator(root: TestRoute.home)
  let log = LifecycleLog()

  @Test func coordinateStoresTheChildSetsItsParentAndStartsIt() throws {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator, log: log)
    let child = ScreenCoordinator("child", route: .list, navigator: navigator, log: log)
    try root.coordinate(to: child)
    #expect(root.children.map(\.identifier) == [child.identifier])
    #expect(child.parent === root)
    #expect(child.isRunning)
    #expect(log.events == ["start root", "start child"])
    #expect(navigator.state.topScreen.owner == child.identifier)
  }

  /// Starts root → middle → (a, b) and clears the log.
  private func startTree() throws -> (root: ScreenCoordinator, middle: ScreenCoordinator) {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator, log: log)
    let middle = try root.startChild("middle", route: .list)
    try middle.startChild("a", route: .item(1))
    try middle.startChild("b", route: .item(2))
    log.events.removeAll()
    return (root, middle)
  }

  @Test func aSnapshotOfTheTreeRoundTripsThroughJSON() throws {
    let (root, middle) = try startTree()
    let snapshot = root.snapshot
    let decoded = try JSONDecoder().decode(
      CoordinatorSnapshot.self, from: JSONEncoder().encode(snapshot))
    #expect(decoded == snapshot)
    #expect(
      decoded.outline
        == "ScreenCoordinator\n  ScreenCoordinator\n    ScreenCoordinator\n    ScreenCoordinator")
    #expect(decoded.children.first?.identifier == middle.identifier)
  }

  @Test func stopStopsChildrenFirstThenFreesItself() throws {
    let (root, middle) = try startTree()
    middle.stop()
    #expect(log.events == ["stop b", "stop a", "stop middle"])
    #expect(root.children.isEmpty)
    #expect(middle.children.isEmpty)
    #expect(middle.parent == nil)
    middle.stop()
    #expect(log.events.count == 3, "stopping twice does nothing")
  }

  @Test func aStoppedChildIsDeallocated() throws {
    let root = PlainCoordinator()
    try root.startAsRoot()
    weak var weakChild: PlainCoordinator?
    do {
      let child = PlainCoordinator()
      weakChild = child
      try root.coordinate(to: child)
    }
    #expect(weakChild != nil, "the parent holds it")
    weakChild?.stop()
    #expect(weakChild == nil)
  }

  @Test func removeChildrenOfOneTypeKeepsTheOthersInOrder() throws {
    let root = PlainCoordinator()
    try root.startAsRoot()
    let first = PlainCoordinator()
    let screen = ScreenCoordinator("s", route: .list, navigator: navigator)
    let last = PlainCoordinator()
    try root.coordinate(to: first)
    try root.coordinate(to: screen)
    try root.coordinate(to: last)
    root.removeChildren(ofType: PlainCoordinator.self)
    #expect(root.children.map(\.identifier) == [screen.identifier])
    #expect(!first.isRunning && !last.isRunning && screen.isRunning)
    root.removeAllChildren()
    #expect(root.children.isEmpty)
  }

  @Test func aChildThatFailsToStartIsNotKeptAndTheStateIsUnchanged() throws {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    try navigator.showAlert(AlertState(title: "Busy"))
    let before = navigator.state
    let child = FailingCoordinator(navigator: navigator)
    #expect(throws: NavigationError.alertIsShowing(title: "Busy")) {
      try root.coordinate(to: child)
    }
    #expect(root.children.isEmpty)
    #expect(child.parent == nil)
    #expect(navigator.state == before)
  }

  @Test func treeDumpShowsTypesIdentitiesAndChildren() throws {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    try root.startChild("child", route: .list)
    #expect(root.treeDescription == "ScreenCoordinator #root\n  ScreenCoordinator #child")
    #expect(root.snapshot.outline == "ScreenCoordinator\n  ScreenCoordinator")
  }
}
