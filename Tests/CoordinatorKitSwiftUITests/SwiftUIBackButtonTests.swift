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
}
