import CoordinatorKit
import CoordinatorKitSwiftUI
import NavigationTestSupport
import Testing

/// Which Back a SwiftUI host draws: the system one, or, on a leave-guarded top screen, a button
/// that asks first and sits where the system Back is, with its chevron.
@MainActor
@Suite("SwiftUI back button")
struct SwiftUIBackButtonTests {
  @Test func aGuardedTopScreenGetsAnAskingBackAtTheLeadingNavigationPlacementWithAChevron()
    throws
  {
    var guarded = try state("P2,P3")
    try guarded.setLeaveGuard(true, for: screenID("3"))
    let back = SwiftUIBackButton(forScreen: screenID("3"), atLevel: 0, in: guarded)
    #expect(back == .asking(title: "Back", systemImage: "chevron.backward", placement: .navigation))
    #expect(back.hidesSystemBack)
  }

  @Test func unguardedOrCoveredScreensKeepTheSystemBack() throws {
    let plain = try state("P2,P3")
    #expect(SwiftUIBackButton(forScreen: screenID("3"), atLevel: 0, in: plain) == .system)

    var guarded = try state("P2,P3,S4")
    try guarded.setLeaveGuard(true, for: screenID("3"))
    // Screen 3 is under a sheet: its Back is not the one the user can reach.
    let covered = SwiftUIBackButton(forScreen: screenID("3"), atLevel: 0, in: guarded)
    #expect(covered == .system)
    #expect(!covered.hidesSystemBack)
    // A screen below the top of the stack keeps the system Back too.
    var below = try state("P2,P3")
    try below.setLeaveGuard(true, for: screenID("2"))
    #expect(SwiftUIBackButton(forScreen: screenID("2"), atLevel: 0, in: below) == .system)
  }

  /// Side by side, the first screen of a split view's column has no Back, guarded or not;
  /// collapsed into one stack, a guarded one asks as any guarded top screen does.
  @Test func aGuardedColumnsFirstScreenAsksOnlyWhenTheSplitViewIsCollapsed() throws {
    var state = NavigationState(root: "mailboxes")
    state.setSplitLayout(.threeColumns)
    /// Guards the screen `route` pushes on top, and returns whether its Back asks, side by
    /// side and collapsed.
    func asks(afterPushing route: String) throws -> (sideBySide: Bool, collapsed: Bool) {
      try state.push(route)
      let top = state.topScreen.id
      try state.setLeaveGuard(true, for: top)
      defer { _ = try? state.setLeaveGuard(false, for: top) }
      return (
        SwiftUIBackButton(forScreen: top, atLevel: 0, in: state, showsColumnsSideBySide: true)
          .hidesSystemBack,
        SwiftUIBackButton(forScreen: top, atLevel: 0, in: state).hidesSystemBack
      )
    }
    #expect(try asks(afterPushing: "inbox") == (false, true), "the content column's first")
    #expect(try asks(afterPushing: "draft") == (false, true), "the detail column's first")
    // Pushed in the detail column, a screen has a Back in either form.
    #expect(try asks(afterPushing: "attachment") == (true, true))
  }
}
