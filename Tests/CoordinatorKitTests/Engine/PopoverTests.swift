import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import NavigationTestSupport
import Testing

/// A popover is a modal layer like a sheet: its own stack, planned and saved by its style's
/// name, dismissed by the user with a tap outside it (refused while a screen in it is guarded).
@MainActor
@Suite("Popovers")
struct PopoverTests {
  @Test func aPopoverIsAModalLayerWithItsOwnStackThatSavesAsItsName() throws {
    var state = NavigationState(root: "list")
    try state.push("message")
    let before = state
    let id = try state.present("card", as: .popover)
    try state.push("details")  // goes into the popover's own stack
    #expect(state.layers.map(\.style) == [.popover])
    #expect(state.topStack.map(\.route) == ["card", "details"])
    #expect(state.baseStack.map(\.route) == ["list", "message"])
    #expect(state.treeDescription.components(separatedBy: "\n")[3] == "popover")

    let plan = TransitionPlan(from: before, to: state, capabilities: .oneAtATime)
    #expect(plan.map(\.action) == [.present(.popover, level: 1), .push(count: 1, level: 1)])

    let saved = try JSONEncoder().encode(state)
    #expect(String(decoding: saved, as: UTF8.self).contains(#""style":"popover""#))
    #expect(try JSONDecoder().decode(NavigationState<String>.self, from: saved) == state)

    try state.dismiss()
    #expect(state.screens.map(\.route) == ["list", "message"])
    #expect(!state.screens.contains { $0.id == id })
  }

  @Test func aTapOutsideDismissesThePopoverOnTopAndNothingElse() throws {
    let navigator = Navigator(try state("P2,O3,P4"))
    let host = HeadlessHost(navigator: navigator)
    #expect(try host.tapOutsidePopover().removedScreens.map(\.route) == ["3", "4"])
    #expect(notation(navigator.state) == "[P2]")
    #expect(navigator.lastChange?.cause == .user(.dismissedLayer(containing: screenID("3"))))

    #expect(
      throws: NavigationError.gestureDoesNotApply(
        reason: "no popover is on top: the top modal layer is absent")
    ) {
      try host.tapOutsidePopover()
    }
    try navigator.present("5", as: .sheet)
    host.showPendingSteps()
    #expect(
      throws: NavigationError.gestureDoesNotApply(
        reason: "no popover is on top: the top modal layer is a sheet")
    ) {
      try host.tapOutsidePopover()
    }
    #expect(navigator.state.layers.map(\.style) == [.sheet], "a refused tap changes nothing")
  }

  @Test func aTapOutsideAGuardedPopoverIsAnAttemptThatRemovesNothing() throws {
    let navigator = Navigator(try state("O2"))
    let host = HeadlessHost(navigator: navigator)
    try navigator.update { try $0.setLeaveGuard(true, for: screenID("2")) }
    host.showPendingSteps()
    #expect(try host.tapOutsidePopover() == .awaitingConfirmation(screenID("2")))
    #expect(notation(navigator.state) == "[O2]")
  }
}
