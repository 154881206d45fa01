import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

/// A child flow's result reaches the handler it was made with, whoever started it: the app, a
/// link or a restoration. Written with public API only, as an app's test would be.
@MainActor
@Suite("Results from child flows")
struct ChildResultTests {
  typealias Route = ResultApp.Route

  private func picker(of home: ResultApp.HomeCoordinator) throws -> ResultApp.PickerCoordinator {
    try #require(home.children.first as? ResultApp.PickerCoordinator)
  }

  @Test func aChildTheAppStartsReportsToItsHandler() throws {
    let (navigator, home) = try ResultApp.start()
    try home.pick(style: .modal(.sheet))
    let picker = try picker(of: home)
    try picker.show(.pickerStep)
    #expect(navigator.state.layers.first?.screens.count == 2)
    try picker.finish(with: 42)
    #expect(home.results == [.finished(42)])
    #expect(navigator.state.path.isEmpty)
    #expect(home.children.isEmpty)
  }

  @Test func aChildALinkStartsReportsToTheSamePlace() async throws {
    let (navigator, home) = try ResultApp.start()
    try await navigator.open(NavigationTarget().presenting(.picker, as: .sheet))
    let picker = try picker(of: home)
    #expect(navigator.state.topScreen.route == .picker)
    try picker.finish(with: 7)
    #expect(home.results == [.finished(7)])
    #expect(navigator.state.path.isEmpty)
  }

  @Test func aChildARestorationStartsReportsToTheSamePlace() throws {
    let (navigator, home) = try ResultApp.start()
    try home.pick(style: .modal(.sheet))
    try picker(of: home).show(.pickerStep)
    let saved = try JSONEncoder().encode(navigator.state)

    // The next launch: a new app, rebuilt through its coordinators.
    let (relaunched, newHome) = try ResultApp.start()
    try relaunched.restore(
      everyTabOf: try JSONDecoder().decode(NavigationState<Route>.self, from: saved))
    #expect(relaunched.state.layers.first?.screens.map(\.route) == [.picker, .pickerStep])
    try picker(of: newHome).finish(with: 5)
    #expect(newHome.results == [.finished(5)])
    #expect(relaunched.state.path.isEmpty)
  }

  @Test(arguments: [false, true])
  func aChildTheUserSwipesAwayReportsACancellation(startedByALink: Bool) async throws {
    let (navigator, home) = try ResultApp.start()
    let host = HeadlessHost(navigator: navigator)
    if startedByALink {
      try await navigator.open(NavigationTarget().presenting(.picker, as: .sheet))
    } else {
      try home.pick(style: .modal(.sheet))
    }
    try host.swipeDown()
    #expect(home.results == [.cancelled])
    #expect(home.children.isEmpty)
    #expect(navigator.state.path.isEmpty)
  }

  @Test func aChildTheUserGoesBackFromReportsACancellation() throws {
    let (navigator, home) = try ResultApp.start()
    let host = HeadlessHost(navigator: navigator)
    try home.pick(style: .push)
    try host.swipeBack()
    #expect(home.results == [.cancelled])
    #expect(home.children.isEmpty)
  }

  @Test func theHandlerHearsExactlyOnce() throws {
    let (navigator, home) = try ResultApp.start()
    try home.pick(style: .push)
    let picker = try picker(of: home)
    try picker.finish(with: 1)
    try picker.finish(with: 2)  // ignored: already finished
    picker.stop()
    try navigator.update { $0.reset() }
    #expect(home.results == [.finished(1)])
  }

  @Test func finishingOverAGuardedScreenIsRefusedAndChangesNothing() throws {
    let (navigator, home) = try ResultApp.start()
    try home.pick(style: .modal(.sheet))
    let picker = try picker(of: home)
    let step = try picker.show(.pickerStep)
    try picker.guardLeaving(step)
    let before = navigator.state
    #expect(throws: NavigationError.leaveGuarded(screens: [step])) { try picker.finish(with: 3) }
    #expect(navigator.state == before)
    #expect(picker.isRunning)
    #expect(home.results.isEmpty)

    try picker.finish(with: 3, overridingLeaveGuards: true)
    #expect(home.results == [.finished(3)])
    #expect(navigator.state.path.isEmpty)
  }
}
