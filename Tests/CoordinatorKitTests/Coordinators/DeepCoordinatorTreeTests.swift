import CoordinatorKit
import Foundation
import Testing

/// Coordinator trees far deeper than an app builds by hand, as a chain of detail screens that
/// each opens another grows: their snapshot encodes, and letting one go
/// while it runs frees it without exhausting the stack.
@MainActor
@Suite("Deep coordinator trees")
struct DeepCoordinatorTreeTests {
  /// A chain of `depth` plain coordinators, each the only child of the one before: the root
  /// and the last.
  private func chain(_ depth: Int) throws -> (root: PlainCoordinator, last: PlainCoordinator) {
    let root = PlainCoordinator()
    try root.startAsRoot()
    var last = root
    for _ in 1..<depth {
      let child = PlainCoordinator()
      try last.coordinate(to: child)
      last = child
    }
    return (root, last)
  }

  @Test func aSnapshotOfATree1000DeepRoundTripsThroughJSONAsAFlatList() throws {
    let (root, last) = try chain(1_000)
    let snapshot = root.snapshot
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(CoordinatorSnapshot.self, from: data)
    #expect(decoded == snapshot)
    #expect(decoded.outline.split(separator: "\n").count == 1_000)

    let list = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(list.count == 1_000, "one entry per coordinator, none nested")
    #expect(list[0]["parent"] == nil, "the root has no parent")
    #expect(list[999]["identifier"] as? String == last.identifier.rawValue)
    #expect(list[999]["parent"] as? String == list[998]["identifier"] as? String)
    root.stop()
  }

  @Test func siblingsNameTheirParentAndComeBackInTheirPlaces() throws {
    let json = """
      [{"type": "A", "identifier": "a", "phase": "running"},
       {"type": "B", "identifier": "b", "phase": "running", "parent": "a"},
       {"type": "C", "identifier": "c", "phase": "stopped", "parent": "b"},
       {"type": "D", "identifier": "d", "phase": "idle", "parent": "a"}]
      """
    let snapshot = try JSONDecoder().decode(CoordinatorSnapshot.self, from: Data(json.utf8))
    #expect(snapshot.outline == "A\n  B\n    C\n  D")
    #expect(snapshot.children.map(\.identifier) == [CoordinatorID("b"), CoordinatorID("d")])
    #expect(snapshot.children[0].children.first?.phase == .stopped)
    let again = try JSONDecoder().decode(
      CoordinatorSnapshot.self, from: JSONEncoder().encode(snapshot))
    #expect(again == snapshot)
  }

  @Test func theNestedFormOfEarlierVersionsStillDecodes() throws {
    let json = """
      {"type": "A", "identifier": "a", "phase": "running", "children": [
        {"type": "B", "identifier": "b", "phase": "running", "children": []},
        {"type": "C", "identifier": "c", "phase": "running"}]}
      """
    let snapshot = try JSONDecoder().decode(CoordinatorSnapshot.self, from: Data(json.utf8))
    #expect(snapshot.outline == "A\n  B\n  C")
    #expect(snapshot.children.last?.identifier == CoordinatorID("c"))
  }

  @Test(
    "A list that is empty, or whose parent is missing or not on the way to the entry before, is refused",
    arguments: [
      "[]",
      #"[{"type": "A", "identifier": "a", "phase": "running", "parent": "z"}]"#,
      #"[{"type": "A", "identifier": "a", "phase": "running"}, {"type": "B", "identifier": "b", "phase": "running"}]"#,
      #"[{"type": "A", "identifier": "a", "phase": "running"}, {"type": "B", "identifier": "b", "phase": "running", "parent": "z"}]"#,
    ])
  func aBrokenListIsRefused(json: String) {
    #expect {
      try JSONDecoder().decode(CoordinatorSnapshot.self, from: Data(json.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted = error else { return false }
      return true
    }
  }

  @Test func aRunningChainAMillionDeepLetGoWithoutStopOnA512KiBStackIsFreedWhole() async throws {
    weak var last: PlainCoordinator?
    weak var root: PlainCoordinator?
    let held = LastReference()
    do {
      let tree = try chain(1_000_000)
      last = tree.last
      root = tree.root
      #expect(last?.isRunning == true)
      held.value = tree.root
    }
    // Freeing it recursively, node by node, overflowed an 8 MiB stack at 30,000 levels; a
    // thread's stack can be far smaller than the main thread's.
    await held.release(onAStackOf: 512 * 1024)
    #expect(root == nil)
    #expect(last == nil)
  }

  @Test func aTreeLetGoOnTheMainThreadIsFreedAtOnceWhileAnotherThreadFreesOne() async throws {
    let slow = SlowReleaseCoordinator()
    let held = LastReference()
    do {
      let root = PlainCoordinator()
      try root.startAsRoot()
      try root.coordinate(to: slow.coordinator)
      held.value = root
    }
    let released = Task.detached { await held.release(onAStackOf: 512 * 1024) }
    slow.entered.wait()  // The other thread is inside its release, freeing `slow`.
    weak var leaf: PlainCoordinator?
    leaf = try chain(2).last  // a running root and its child, let go at once
    #expect(leaf == nil, "freed here and now, not handed to the other thread's release")
    slow.proceed.signal()
    await released.value
  }

  @Test func aChildHeldElsewhereKeepsItsChildrenWhenItsParentIsLetGo() throws {
    var middle: PlainCoordinator?
    weak var leaf: PlainCoordinator?
    do {
      let root = PlainCoordinator()
      try root.startAsRoot()
      let held = PlainCoordinator()
      try root.coordinate(to: held)
      let child = PlainCoordinator()
      try held.coordinate(to: child)
      middle = held
      leaf = child
    }
    #expect(middle?.parent == nil, "the root is gone")
    #expect(middle?.children.first === leaf, "the held coordinator keeps its child")
    #expect(leaf != nil)
    middle = nil
    #expect(leaf == nil)
  }

  @Test func poppingAChainOf1000ChildFlowsStopsEachOnceNewestFirstInOneChange() throws {
    let navigator = Navigator(root: TestRoute.home)
    let log = LifecycleLog()
    let root = try ScreenCoordinator.startedRoot(navigator: navigator, log: log)
    weak var last: ScreenCoordinator?
    do {
      var parent = root
      for index in 1...1_000 {
        parent = try parent.startChild("c\(index)", route: .item(index))
      }
      last = parent
    }
    log.events.removeAll()
    var changes = 0
    let observation = navigator.observeChanges { _ in changes += 1 }
    try navigator.update { (state) throws(NavigationError) in try state.popToRoot() }
    #expect(changes == 1)
    #expect(log.events == (1...1_000).reversed().map { "stop c\($0)" })
    #expect(root.children.isEmpty && root.isRunning)
    #expect(last == nil)
    #expect(navigator.state.path.isEmpty)
    _ = observation
  }
}

/// The one reference to a coordinator tree, dropped on a thread of its own with a small stack,
/// as a background task's thread might. Unchecked: the tree is only released there, never used.
private final class LastReference: @unchecked Sendable {
  var value: AnyObject?

  func release(onAStackOf bytes: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let thread = Thread { [self] in
        value = nil
        continuation.resume()
      }
      thread.stackSize = bytes
      thread.start()
    }
  }
}

/// A coordinator whose release waits until the test lets it go on: a release under way on
/// another thread, for as long as the test needs.
private final class SlowReleaseCoordinator: Sendable {
  let entered = DispatchSemaphore(value: 0)
  let proceed = DispatchSemaphore(value: 0)

  /// The coordinator, to be held only by its parent.
  @MainActor var coordinator: some Coordinator {
    Blocking(entered: entered, proceed: proceed)
  }

  @MainActor
  private final class Blocking: Coordinator {
    let node = CoordinatorNode()
    let entered: DispatchSemaphore
    let proceed: DispatchSemaphore

    init(entered: DispatchSemaphore, proceed: DispatchSemaphore) {
      self.entered = entered
      self.proceed = proceed
    }

    func start() {}

    deinit {
      entered.signal()
      proceed.wait()
    }
  }
}
