import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitSwiftUI

/// A guarded screen never leaves a SwiftUI host silently: SwiftUI offers no way to stop iOS
/// 26's swipe in the content, so when the platform pops a guarded screen anyway, the path write
/// is the attempt Back reports there, never a plain back the engine would apply without asking.
@MainActor
@Suite("SwiftUI pops of guarded screens")
struct SwiftUIGuardedPopTests {
  /// The write SwiftUI makes when the top screen of `[P2,P3]` is popped.
  private func popWrite(on navigator: Navigator<String>) -> SwiftUIBindingWrite {
    let rendered = Array(
      SwiftUINavigationProjection(navigator.hosting.displayedState).levels[0].path)
    return .path(level: 0, rendered: rendered, written: screenIDs("2"))
  }

  /// What the host reports for `write`, as it judges it.
  private func event(for write: SwiftUIBindingWrite, on navigator: Navigator<String>)
    -> UserNavigation?
  {
    SwiftUINavigationProjection(navigator.hosting.displayedState).userNavigation(
      for: write, back: navigator.backNavigation, isAsking: navigator.isWaitingForLeaveAnswer)
  }

  /// The attempt is what the host's own Back reports there (its coordinator, when it has one,
  /// is asked: see the engine's back-swipe tests).
  @Test func aPopOfAGuardedScreenIsTheAttemptBackReports() throws {
    let navigator = try attachedNavigator("P2,P3", capabilities: .swiftUI)
    try navigator.setLeaveGuard(true, for: screenID("3"))
    let reported = event(for: popWrite(on: navigator), on: navigator)
    #expect(reported == .attemptedBack(from: screenID("3")))
    #expect(reported == navigator.backNavigation)
  }

  @Test func aPopOfAnUnguardedScreenIsThePlainBack() throws {
    let navigator = try attachedNavigator("P2,P3", capabilities: .swiftUI)
    let reported = event(for: popWrite(on: navigator), on: navigator)
    #expect(reported == .wentBack(to: screenID("2")))
    try report(reported, to: navigator)
    #expect(notation(navigator.state) == "[P2]")
  }

  @Test func aPopWhileAQuestionIsOpenReportsNothing() throws {
    let navigator = try attachedNavigator("P2,P3", capabilities: .swiftUI)
    try navigator.setLeaveGuard(true, for: screenID("3"))
    let projection = SwiftUINavigationProjection(navigator.hosting.displayedState)
    let write = popWrite(on: navigator)
    #expect(
      projection.userNavigation(for: write, back: navigator.backNavigation, isAsking: true)
        == nil)
    // Echoes stay echoes, and other writes are judged as before.
    let echo = SwiftUIBindingWrite.path(
      level: 0, rendered: screenIDs("2", "3"), written: screenIDs("2", "3"))
    #expect(
      projection.userNavigation(for: echo, back: navigator.backNavigation, isAsking: false)
        == nil)
  }
}
