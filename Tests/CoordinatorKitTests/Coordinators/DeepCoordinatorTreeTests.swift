import CoordinatorKit
import Testing

/// Coordinator trees far deeper than an app builds by hand, as a chain of detail screens that
/// each opens another grows (issue 28, case 13): their snapshot encodes, and letting one go
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

  @Test func aRunningTree100000DeepLetGoWithoutStopIsFreedWhole() throws {
    weak var last: PlainCoordinator?
    weak var root: PlainCoordinator?
    do {
      let tree = try chain(100_000)
      last = tree.last
      root = tree.root
      #expect(last?.isRunning == true)
    }
    // Freeing it recursively, node by node, overflowed the stack.
    #expect(root == nil)
    #expect(last == nil)
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
}
