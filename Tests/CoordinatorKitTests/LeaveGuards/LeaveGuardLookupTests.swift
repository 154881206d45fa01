import CoordinatorKit
import Testing

/// The guarded screens of a state are found wherever they are (deep in the base stack, in a
/// sheet, in a tab that is not selected, at the root), and a mark whose screen left counts for
/// nothing: what the one-walk lookups behind `leaveGuardedScreens`, the refusal of a request
/// and the guards a plan carries rely on.
@MainActor
@Suite("Leave guards: finding the guarded screens")
struct LeaveGuardLookupTests {
  /// Tabs "a" (selected: root, 1…20, a sheet with two screens) and "b" (root, one push), with
  /// guards on a's root, on 3, on the sheet's root and on b's pushed screen.
  private func guardedState() throws -> (
    state: NavigationState<String>, guarded: [String: ScreenID]
  ) {
    var state = try NavigationState(
      tabs: [
        Tab("a", stack: [NavigationScreen("a-root")]),
        Tab("b", stack: [NavigationScreen("b-root"), NavigationScreen("b-1")]),
      ], selected: "a")
    for index in 1...20 { try state.push("a-\(index)") }
    try state.present("sheet", as: .sheet)
    try state.push("sheet-1")
    var guarded: [String: ScreenID] = [:]
    let all = state.screens
    for route in ["a-root", "a-3", "sheet", "b-1"] {
      let id = try #require(all.first { $0.route == route }?.id)
      try state.setLeaveGuard(true, for: id)
      guarded[route] = id
    }
    return (state, guarded)
  }

  @Test func guardsAreFoundInEveryPartOfTheStateAndMarksOfScreensThatLeftCountForNothing()
    throws
  {
    var (state, guarded) = try guardedState()
    #expect(state.leaveGuardedScreens == Set(guarded.values))
    #expect(guarded.values.allSatisfy { state.isLeaveGuarded($0) })
    try state.dismiss()
    try state.popToRoot()
    let aRoot = try #require(guarded["a-root"])
    let b1 = try #require(guarded["b-1"])
    #expect(state.leaveGuardedScreens == [aRoot, b1])
    #expect(!state.isLeaveGuarded(try #require(guarded["a-3"])))
  }

  @Test func aRequestThatRemovesGuardedScreensIsRefusedNamingThemTopFirst() throws {
    let (state, guarded) = try guardedState()
    let navigator = Navigator(state)
    let sheet = try #require(guarded["sheet"])
    let a3 = try #require(guarded["a-3"])
    #expect(throws: NavigationError.leaveGuarded(screens: [sheet, a3])) {
      try navigator.update { (state) throws(NavigationError) in
        try state.dismiss()
        try state.popToRoot()
      }
    }
    #expect(navigator.state == state, "a refused request changes nothing")
    // Removing only unguarded screens is not in the way.
    try navigator.update { (state) throws(NavigationError) in try state.pop() }
    #expect(navigator.state.leaveGuardedScreens == Set(guarded.values))
  }
}
