import Testing

@testable import CoordinatorKit

/// What may change the navigation while a leave guard's question is open: the gate's own rules.
@MainActor
@Suite("Leave gate")
struct LeaveGateTests {
  private let editor = CoordinatorID("editor")
  private let screen = ScreenID()

  @Test func withNoQuestionEverythingProceeds() {
    let gate = LeaveGate()
    #expect(!gate.isAsking)
    #expect(gate.admit(.request(owner: nil, overridingLeaveGuards: false)) == .proceed)
    #expect(gate.admit(.userAttempt) == .proceed)
  }

  @Test func whileAskingOnlyTheAskedCoordinatorAndOverridesProceed() {
    let gate = LeaveGate()
    gate.open(asking: [screen], of: [editor])
    #expect(gate.isAsking)
    #expect(
      gate.admit(.request(owner: nil, overridingLeaveGuards: false))
        == .refuse(.leaveQuestionOpen(screens: [screen])))
    #expect(
      gate.admit(.request(owner: CoordinatorID("other"), overridingLeaveGuards: false))
        == .refuse(.leaveQuestionOpen(screens: [screen])))
    #expect(gate.admit(.request(owner: editor, overridingLeaveGuards: false)) == .proceed)
    #expect(gate.admit(.request(owner: nil, overridingLeaveGuards: true)) == .proceed)
    #expect(gate.admit(.userAttempt) == .queue, "only user gestures queue")
  }

  @Test func closingRunsQueuedAttemptsInOrderThenResumesWaiters() async {
    let gate = LeaveGate()
    gate.open(asking: [screen], of: [editor])
    var log: [String] = []
    gate.queue { log.append("first") }
    gate.queue { log.append("second") }
    let waiting = Task { @MainActor in
      await gate.waitUntilClosed()
      log.append("waiter")
    }
    await Task.yield()
    #expect(log.isEmpty, "nothing runs while the question is open")
    gate.close()
    await waiting.value
    #expect(log == ["first", "second", "waiter"])
    #expect(!gate.isAsking)
  }

  @Test func anAttemptThatAsksAgainKeepsTheRestQueuedAndTheWaitersWaiting() async {
    let gate = LeaveGate()
    gate.open(asking: [screen], of: [editor])
    let second = ScreenID()
    var log: [String] = []
    gate.queue {
      log.append("asks again")
      gate.open(asking: [second], of: [editor])
    }
    gate.queue { log.append("after the second answer") }
    var resumed = false
    let waiting = Task { @MainActor in
      await gate.waitUntilClosed()
      resumed = true
    }
    await Task.yield()
    gate.close()
    await Task.yield()
    #expect(log == ["asks again"])
    #expect(gate.askedScreens == [second])
    #expect(!resumed)
    gate.close()
    await waiting.value
    #expect(log == ["asks again", "after the second answer"])
    #expect(resumed)
  }
}
