import CoordinatorKit
import Foundation
import Testing

/// The entry a window was opened for (SwiftUI's `WindowGroup(for: SceneEntry<Route>.self)` and
/// `openWindow(value:)`, after `SceneRegistry.open(_:in: .newScene)` handed it back): opened once
/// through the window's own coordinators, after its restore and before the links that came with
/// it; never again over a saved state that already holds it.
@MainActor
@Suite("Scene entry gate: the window's own entry")
struct SceneEntryGateWindowEntryTests {
  typealias Route = SceneEntryGateTests.Route

  let navigator = Navigator(root: Route.inbox)
  let root: SceneEntryGateTests.Root
  let failures = SceneEntryGateTests.Failures()

  init() throws {
    root = SceneEntryGateTests.Root(navigator: navigator)
    try root.startAsRoot()
  }

  func gate(opening entry: SceneEntry<Route>?) -> SceneEntryGate<Route> {
    SceneEntryGate(
      navigator: navigator, scene: "window-2", links: SceneEntryGateTests.links,
      activityType: nil, windowEntry: entry
    ) { [failures] in failures.errors.append($0) }
  }

  func saved(_ routes: Route...) throws -> NavigationState<Route> {
    try SceneEntryGateTests.saved(routes)
  }

  var routes: [Route] { navigator.state.screens.map(\.route) }

  @Test func aNewWindowOpensItsEntryOnceAfterTheRestoreSettles() async throws {
    let gate = gate(
      opening: SceneEntry(id: "intent-1", target: NavigationTarget().pushing(.message(9))))
    await SceneEntryGateTests.letTasksRun()
    #expect(routes == [.inbox])  // nothing before the restoration settles
    #expect(!gate.restore(nil, isFinal: true))  // a new window: nothing saved
    await gate.opening?.value
    #expect(routes == [.inbox, .message(9)])
    #expect(!gate.restore(nil, isFinal: true))  // SwiftUI's second onAppear
    await SceneEntryGateTests.letTasksRun()
    #expect(routes == [.inbox, .message(9)])
    #expect(failures.errors.isEmpty)
  }

  @Test func theEntryIsOpenedBeforeTheLinksThatCameWithTheWindow() async throws {
    let gate = gate(
      opening: SceneEntry(id: "intent-1", target: NavigationTarget().pushing(.message(9))))
    gate.receive(.link("mail://messages/3"))
    gate.restore(nil, isFinal: true)
    await gate.opening?.value
    #expect(routes == [.inbox, .message(3)])  // the link's, opened last
  }

  @Test func aRelaunchedWindowWithItsSavedStateDoesNotOpenItsEntryAgain() async throws {
    // The window's value comes back with it after a relaunch; its saved state already holds the
    // entry and what the user did after it.
    let gate = gate(
      opening: SceneEntry(id: "intent-1", target: NavigationTarget().pushing(.message(9))))
    #expect(gate.restore(try saved(.message(9), .message(10)), isFinal: true))
    await SceneEntryGateTests.letTasksRun()
    await gate.opening?.value
    #expect(routes == [.inbox, .message(9), .message(10)])
  }

  @Test func aSavedStateThatNoLongerFitsLeavesTheWindowToItsEntry() async throws {
    let gate = gate(
      opening: SceneEntry(id: "intent-1", target: NavigationTarget().pushing(.message(9))))
    #expect(!gate.restore(try saved(.settings), isFinal: true))
    await gate.opening?.value
    #expect(routes == [.inbox, .message(9)])
    #expect(failures.errors.count == 1)
  }

  @Test func anEntryTheCoordinatorsDoNotReachIsReportedAndChangesNothing() async throws {
    let gate = gate(
      opening: SceneEntry(id: "intent-1", target: NavigationTarget().pushing(.settings)))
    gate.restore(nil, isFinal: true)
    await gate.opening?.value
    #expect(routes == [.inbox])
    if case .cannotOpen("window-2", _)? = failures.errors.first, failures.errors.count == 1 {
    } else {
      Issue.record("not one follow error: \(failures.errors)")
    }
  }

  @Test func anEntryIsAWindowValueItsWindowGetsBackUnchanged() throws {
    // `WindowGroup(for:)` keeps the value as data: the same entry, its identity included.
    let entry = SceneEntry<Route>(id: "intent-1", target: NavigationTarget().pushing(.message(9)))
    let data = try JSONEncoder().encode(entry)
    #expect(try JSONDecoder().decode(SceneEntry<Route>.self, from: data) == entry)
    #expect(Set([entry, entry]).count == 1)
  }
}
