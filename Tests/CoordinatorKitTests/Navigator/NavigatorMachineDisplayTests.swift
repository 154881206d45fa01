import NavigationTestSupport
import Testing

@testable import CoordinatorKit

/// The machine's rules for a host's acknowledgements and the callers waiting on them, as
/// "input → effects".
@MainActor
@Suite("Navigator machine: display and waiters")
struct NavigatorMachineDisplayTests {
  /// A machine whose host has yet to show change 1, from `[P2]` to `[P2,P3]` one step at a time.
  private func hostPaced() throws -> NavigatorMachine<String> {
    let machine = NavigatorMachine(try state("P2"))
    machine.pacing = .hostPaced
    machine.state = try state("P2,P3")
    machine.latestSequenceNumber = 1
    machine.display.enqueue(
      machine.state, sequenceNumber: 1, capabilities: .oneAtATime, animation: .everyStep)
    return machine
  }

  @Test func aCallerWaitsOnlyForWhatIsNotShownYet() throws {
    let immediate = NavigatorMachine(try state("P2"))
    #expect(
      immediate.waitUntilShown(immediate.newWaiter()) == false, "immediate pacing: all is shown")
    let machine = try hostPaced()
    #expect(machine.waitUntilShown(machine.newWaiter()) == true)
  }

  @Test func theAcknowledgementThatShowsAChangeResumesItsCallers() throws {
    let machine = try hostPaced()
    let waiter = machine.newWaiter()
    #expect(machine.waitUntilShown(waiter) == true)
    #expect(
      machine.acknowledge(StepID(transition: 99, index: 0)).isEmpty,
      "a stale acknowledgement changes nothing")
    let step = try #require(machine.display.currentStep)
    #expect(machine.displayed == step.state)
    #expect(machine.acknowledge(step.id) == [.resume(waiter, .proceed)])
    #expect(machine.acknowledge(step.id).isEmpty, "a doubled one neither")
    #expect(machine.displayed == machine.state)
  }

  @Test func aCallerWhoseScreensTheUserRemovedUnshownHearsSo() throws {
    let machine = try hostPaced()
    let waiter = machine.newWaiter()
    #expect(machine.waitUntilShown(waiter) == true)
    let added = machine.state.topScreen.id
    machine.recordUndone([added])
    machine.display.finishAll(at: machine.state, sequenceNumber: 1)
    #expect(machine.resumeShown() == [.resume(waiter, .failed(.undoneByUser(screens: [added])))])
  }

  @Test func settleWaitersResumeOnceNothingIsOnItsWay() throws {
    let machine = try hostPaced()
    let waiter = machine.newWaiter()
    #expect(!machine.isSettled)
    #expect(machine.waitUntilSettled(waiter) == true)
    #expect(machine.resumeSettled().isEmpty, "a step is still to show")
    let step = try #require(machine.display.currentStep)
    _ = machine.acknowledge(step.id)
    #expect(machine.isSettled)
    #expect(machine.resumeSettled() == [.resume(waiter, .proceed)])
    #expect(machine.waitUntilSettled(machine.newWaiter()) == false, "settled: nobody waits")
  }
}

/// The machine's rules for links, as "input → effects": one link at a time, and each link's next
/// step after a plan or a guard's flow.
@MainActor
@Suite("Navigator machine: links")
struct NavigatorMachineLinkTests {
  @Test func linksTakeTurnsInTheOrderTheyCame() throws {
    let machine = NavigatorMachine(try state(""))
    let first = machine.newWaiter()
    let second = machine.newWaiter()
    let third = machine.newWaiter()
    #expect(machine.enterLink(first) == true)
    #expect(machine.enterLink(second) == false)
    #expect(machine.enterLink(third) == false)
    #expect(machine.isOpeningTarget && !machine.isSettled)
    #expect(machine.cancel(third) == [.resume(third, .cancelled)], "a cancelled link leaves")
    #expect(machine.leaveLink() == [.resume(second, .proceed)])
    #expect(machine.isOpeningTarget)
    #expect(machine.leaveLink().isEmpty)
    #expect(!machine.isOpeningTarget && machine.isSettled)
  }

  @Test func aPlanWithoutAnUnmetGuardReachesTheTarget() {
    var progress = LinkProgress()
    #expect(LinkProgress.shows(unmetGuard: nil, guardNeedsItsScreens: false))
    progress.shown(unmetGuard: nil, firstNewScreen: ScreenID())
    #expect(progress.succeeded)
    #expect(progress.shownForGuard == nil)
    #expect(
      progress.next(
        unmetGuard: nil, guardNeedsItsScreens: false, guardOwnerIsRunning: false, guardedRoute: "")
        == .done)
  }

  @Test func anUnmetGuardRunsItsFlowThenThePlanIsMadeAgain() {
    var progress = LinkProgress()
    #expect(!LinkProgress.shows(unmetGuard: "signed in", guardNeedsItsScreens: false))
    #expect(
      progress.next(
        unmetGuard: "signed in", guardNeedsItsScreens: false, guardOwnerIsRunning: false,
        guardedRoute: "secure") == .runGuard("signed in"))
    #expect(progress.guardEnded("signed in", with: .satisfied) == nil)
    #expect(
      progress.next(
        unmetGuard: "signed in", guardNeedsItsScreens: false, guardOwnerIsRunning: false,
        guardedRoute: "secure")
        == .fail(.guardRefused("signed in", reason: "its flow ended, but it still does not hold")),
      "a guard whose flow ended satisfied but still does not hold fails the link")
  }

  @Test func aGuardsFlowEndingOtherwiseFailsTheLink() {
    var progress = LinkProgress()
    #expect(progress.guardEnded("signed in", with: .cancelled) == .guardCancelled("signed in"))
    #expect(
      progress.guardEnded("paid", with: .refused("no card"))
        == .guardRefused("paid", reason: "no card"))
  }

  @Test func aGuardOfACoordinatorTheLinkStartsShowsItsScreensFirst() {
    var progress = LinkProgress()
    #expect(LinkProgress.shows(unmetGuard: "signed in", guardNeedsItsScreens: true))
    let first = ScreenID()
    progress.shown(unmetGuard: "signed in", firstNewScreen: first)
    progress.shown(unmetGuard: "signed in", firstNewScreen: ScreenID())
    #expect(progress.shownForGuard == first, "what leaves again if the link fails")
    #expect(!progress.succeeded)
    #expect(
      progress.next(
        unmetGuard: "signed in", guardNeedsItsScreens: true, guardOwnerIsRunning: true,
        guardedRoute: "secure") == .runGuard("signed in"))
    #expect(
      progress.next(
        unmetGuard: "signed in", guardNeedsItsScreens: true, guardOwnerIsRunning: false,
        guardedRoute: "secure") == .fail(.noFollowingCoordinator(route: "secure")),
      "showing its screens stopped the guard's coordinator")
  }
}
