import Testing

@testable import CoordinatorKit

/// The machine's rules for requests, as "input → effects": what may change the navigation while
/// a leave guard's question is open, and which change is refused for removing unsaved changes.
@MainActor
@Suite("Navigator machine: requests")
struct NavigatorMachineRequestTests {
  private let editor = CoordinatorID("editor")

  /// Home with a guarded editor pushed on it, owned by `editor`.
  private func guardedEditor() throws -> (NavigatorMachine<String>, ScreenID) {
    var state = NavigationState(root: "home")
    let screen = try state.push("editor", owner: editor)
    try state.setLeaveGuard(true, for: screen)
    return (NavigatorMachine(state), screen)
  }

  /// The machine, with the question about the editor open (asked by `asker`).
  private func asking() throws -> (NavigatorMachine<String>, ScreenID, WaiterID) {
    let (machine, screen) = try guardedEditor()
    let asker = machine.newWaiter()
    var popped = machine.state
    _ = try popped.pop()
    #expect(machine.check(popped, by: asker, .awaited) == .ask(screen, owner: editor))
    return (machine, screen, asker)
  }

  @Test func withNoQuestionEveryRequestProceeds() throws {
    let (machine, _) = try guardedEditor()
    #expect(!machine.isAsking)
    #expect(machine.refusal(ofRequestBy: nil, overridingLeaveGuards: false) == nil)
    #expect(machine.refusal(ofRequestBy: editor, overridingLeaveGuards: false) == nil)
    #expect(machine.begin(machine.newWaiter(), .userAttempt) == .propose)
    #expect(machine.begin(machine.newWaiter(), .awaited) == .propose)
  }

  @Test func whileAskingOnlyTheAskedCoordinatorAndOverridesProceed() throws {
    let (machine, screen, _) = try asking()
    #expect(machine.isAsking)
    #expect(
      machine.refusal(ofRequestBy: nil, overridingLeaveGuards: false)
        == .leaveQuestionOpen(screens: [screen]))
    #expect(
      machine.refusal(ofRequestBy: CoordinatorID("other"), overridingLeaveGuards: false)
        == .leaveQuestionOpen(screens: [screen]))
    #expect(machine.refusal(ofRequestBy: editor, overridingLeaveGuards: false) == nil)
    #expect(machine.refusal(ofRequestBy: nil, overridingLeaveGuards: true) == nil)
    #expect(machine.begin(machine.newWaiter(), .userAttempt) == .wait, "only user gestures queue")
  }

  @Test func aRequestRemovingAGuardedScreenIsRefusedNamingIt() throws {
    let (machine, screen) = try guardedEditor()
    var popped = machine.state
    _ = try popped.pop()
    #expect(machine.leaveGuardRefusal(removing: popped) == .leaveGuarded(screens: [screen]))
    var pushed = machine.state
    try pushed.push("more")
    #expect(machine.leaveGuardRefusal(removing: pushed) == nil, "nothing guarded leaves")
  }

  @Test func everyGuardedScreenARequestRemovesIsNamedTopFirst() throws {
    var state = NavigationState(root: "home")
    let first = try state.push("first", owner: editor)
    let second = try state.push("second", owner: editor)
    try state.setLeaveGuard(true, for: first)
    try state.setLeaveGuard(true, for: second)
    let machine = NavigatorMachine(state)
    var reset = state
    _ = try reset.popToRoot()
    #expect(machine.leaveGuardRefusal(removing: reset) == .leaveGuarded(screens: [second, first]))
  }
}
