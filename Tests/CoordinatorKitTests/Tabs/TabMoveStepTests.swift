import CoordinatorKit
import NavigationTestSupport
import Testing

/// A screen that moves between the selected tab and another tab in one change: every step of the
/// plan is a valid state (the screen shows in one place at a time), and the last is the target.
@MainActor
@Suite("Screens moving between tabs")
struct TabMoveStepTests {
  /// Whether no screen appears twice in `state` (in any tab).
  private static func showsEachScreenOnce(_ state: NavigationState<String>) -> Bool {
    let ids = state.screens.map(\.id)
    return Set(ids).count == ids.count
  }

  @Test(arguments: [TransitionCapabilities.oneAtATime, .allAtOnce, .oneDismissalPerStep])
  func aScreenMovedFromTheSelectedTabIntoAnotherLeavesTheSelectedTabFirst(
    capabilities: TransitionCapabilities
  ) throws {
    let start = try TabStateTests.mailState()
    var target = start
    try target.pop()
    try target.replaceStack(
      ofTab: "search",
      with: [
        NavigationScreen("search", id: screenID("search")),
        NavigationScreen("m1", id: screenID("m1")),
      ])

    let plan = TransitionPlan(from: start, to: target, capabilities: capabilities)

    #expect(plan.map(\.action) == [.pop(count: 1, level: 0), .replaceTabs])
    #expect(plan.allSatisfy { Self.showsEachScreenOnce($0.state) })
    #expect(plan.last?.state == target)
  }

  @Test func aScreenMovedOutOfASheetOverTheTabsIsDismissedBeforeTheTabsChange() throws {
    var start = try TabStateTests.mailState()
    let compose = try start.present("compose", as: .sheet)
    var target = try TabStateTests.mailState()
    try target.replaceStack(
      ofTab: "settings",
      with: [
        NavigationScreen("settings", id: screenID("settings")),
        NavigationScreen("compose", id: compose),
      ])

    let plan = TransitionPlan(from: start, to: target, capabilities: .oneAtATime)

    #expect(plan.map(\.action) == [.dismiss(layers: 1), .replaceTabs])
    #expect(plan.allSatisfy { Self.showsEachScreenOnce($0.state) })
    #expect(plan.last?.state == target)
  }

  @Test func aScreenMovedFromAnotherTabIntoTheSelectedOneArrivesAfterTheTabsChange() throws {
    let start = try TabStateTests.mailState()
    var target = start
    try target.replaceStack(ofTab: "search", with: [NavigationScreen("other")])
    try target.replaceStack(
      ofTab: "inbox",
      with: [
        NavigationScreen("inbox", id: screenID("inbox")),
        NavigationScreen("m1", id: screenID("m1")),
        NavigationScreen("search", id: screenID("search")),
      ])

    let plan = TransitionPlan(from: start, to: target, capabilities: .oneAtATime)

    #expect(plan.map(\.action) == [.replaceTabs, .push(count: 1, level: 0)])
    #expect(plan.allSatisfy { Self.showsEachScreenOnce($0.state) })
    #expect(plan.last?.state == target)
  }
}
