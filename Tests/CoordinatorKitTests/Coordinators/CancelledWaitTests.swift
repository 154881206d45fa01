import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// Cancelling the task that waits on navigation ends the wait at once, with the value the
/// request has for "ended without an answer", and takes down what nobody waits for any more.
/// Written with public API only, as an app's test would be.
@MainActor
@Suite("Cancelled waits")
struct CancelledWaitTests {
  typealias Route = ResultApp.Route

  /// Starts a picker that `home` waits for, in a task; returns once the picker is shown.
  private func waitForPicker(
    of home: ResultApp.HomeCoordinator
  ) async throws -> (Task<Void, any Error>, ResultApp.PickerCoordinator) {
    let task = Task {
      try await home.coordinateUntilEnded(to: home.makePicker(), style: .modal(.sheet))
    }
    while home.children.isEmpty { await Task.yield() }
    return (task, try #require(home.children.first as? ResultApp.PickerCoordinator))
  }

  @Test func waitingForAChildEndsWhenItFinishes() async throws {
    let (_, home) = try ResultApp.start()
    let (task, picker) = try await waitForPicker(of: home)
    try picker.finish(with: 4)
    try await task.value
    #expect(home.results == [.finished(4)])
  }

  @Test func cancellingTheWaitForAChildEndsItsFlow() async throws {
    let (navigator, home) = try ResultApp.start()
    let (task, picker) = try await waitForPicker(of: home)
    task.cancel()
    try await task.value
    #expect(home.results == [.cancelled])
    #expect(!picker.isRunning)
    #expect(home.children.isEmpty)
    #expect(navigator.state.path.isEmpty)
  }

  @Test(arguments: [false, true])
  func cancellingTheWaitForAGuardedChildAsksFirst(userDiscards: Bool) async throws {
    let (navigator, home) = try ResultApp.start()
    let host = HeadlessHost(navigator: navigator)
    let (task, picker) = try await waitForPicker(of: home)
    try picker.guardLeaving(try picker.show(.pickerStep))
    picker.letsGuardedScreensLeave = userDiscards
    task.cancel()
    try await task.value  // The wait ends at once; the question comes next.
    while picker.questions == 0 { await Task.yield() }
    try await host.waitUntilAnswerApplied()
    #expect(picker.isRunning == !userDiscards)
    #expect(home.results == (userDiscards ? [.cancelled] : []))
    #expect(navigator.state.path.count == (userDiscards ? 0 : 2))
  }

  @Test func aTaskCancelledBeforeTheCallStartsNoChild() async throws {
    let (navigator, home) = try ResultApp.start()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await home.coordinateUntilEnded(to: home.makePicker(), style: .modal(.sheet))
    }
    try await task.value
    #expect(home.children.isEmpty)
    #expect(navigator.state.path.isEmpty)
  }

  @Test func aChildThatAlreadyRunsIsNotWaitedForNorEnded() async throws {
    let (_, home) = try ResultApp.start()
    try home.pick(style: .modal(.sheet))
    let picker = try #require(home.children.first as? ResultApp.PickerCoordinator)
    let task = Task { try await home.coordinateUntilEnded(to: picker, style: .modal(.sheet)) }
    try await task.value  // Returns at once: this call started nothing.
    task.cancel()
    #expect(picker.isRunning)
    #expect(home.results.isEmpty)
  }

  @Test func cancellingTheWaitForAnAlertTakesItDown() async throws {
    let (navigator, _) = try ResultApp.start()
    let task = Task { try await navigator.alert(AlertState(title: "Sure?")) }
    while navigator.state.alert == nil { await Task.yield() }
    task.cancel()
    #expect(try await task.value == nil)
    #expect(navigator.state.alert == nil)
  }

  @Test func cancellingALinkWaitingItsTurnEndsItAndChangesNothing() async throws {
    let (navigator, home) = try ResultApp.start()
    // The first link waits for its guard's flow (a picker sheet): the queue is busy.
    let first = Task { try await navigator.open(NavigationTarget().pushing(.vault)) }
    while home.children.isEmpty { await Task.yield() }
    let second = Task {
      try await navigator.open(NavigationTarget().presenting(.picker, as: .sheet))
    }
    for _ in 0..<5 { await Task.yield() }  // The second link is queued behind the first.
    let before = navigator.state
    second.cancel()
    await #expect(throws: FollowError.cancelled) { try await second.value }
    #expect(navigator.state == before)
    #expect(navigator.isOpeningTarget)  // The first still waits for its guard.

    // Cancelling the first ends its guard's flow too, and the app stays where it was.
    first.cancel()
    await #expect(throws: FollowError.cancelled) { try await first.value }
    #expect(navigator.state.path.isEmpty)
    #expect(home.children.isEmpty)
    #expect(home.results == [.cancelled])
    #expect(!navigator.isOpeningTarget)
  }
}
