import CoordinatorKit
import CoordinatorKitTesting
import Testing

@MainActor
@Suite("Results from child flows")
struct ChildResultTests {
  let navigator = Navigator(root: TestRoute.home)

  private func startPicker(style: PresentationStyle) async throws -> (
    ScreenCoordinator, Task<FlowResult<Int>, Never>
  ) {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    let navigator = navigator
    let task = Task { @MainActor in
      await root.coordinateForResult(to: PickerCoordinator(navigator: navigator), style: style)
    }
    while root.children.isEmpty { await Task.yield() }
    return (root, task)
  }

  @Test func finishDeliversTheResultAndRemovesTheScreens() async throws {
    let (root, task) = try await startPicker(style: .sheet)
    let picker = try #require(root.children.first as? PickerCoordinator)
    try picker.next()
    #expect(navigator.state.layers.first?.screens.count == 2)
    try picker.pick(42)
    #expect(await task.value == .finished(42))
    #expect(navigator.state.path.isEmpty)
    #expect(root.children.isEmpty)
  }

  @Test func aUserDismissalIsACancellation() async throws {
    let (root, task) = try await startPicker(style: .sheet)
    let host = HeadlessHost(navigator: navigator)
    try host.swipeDown()
    #expect(await task.value == .cancelled)
    #expect(root.children.isEmpty)
  }

  @Test func aJumpIsACancellation() async throws {
    let (root, task) = try await startPicker(style: .push)
    try navigator.update { $0.reset() }
    #expect(await task.value == .cancelled)
    #expect(root.children.isEmpty)
  }

  @Test func theParentIsResumedExactlyOnce() async throws {
    let (root, task) = try await startPicker(style: .push)
    let picker = try #require(root.children.first as? PickerCoordinator)
    try picker.pick(1)
    try picker.pick(2)  // ignored: already finished
    picker.stop()
    try navigator.update { $0.reset() }
    #expect(await task.value == .finished(1))
  }

  @Test func aChildThatCannotStartIsACancellation() async throws {
    let root = try ScreenCoordinator.startedRoot(navigator: navigator)
    try navigator.showAlert(AlertState(title: "Busy"))
    let result = await root.coordinateForResult(to: PickerCoordinator(navigator: navigator))
    #expect(result == .cancelled)
    #expect(root.children.isEmpty)
  }
}
