import CoordinatorKit
import DemoApps
import Testing

/// A change is one reference to a non-generic record; key paths into it, formed here for a route
/// declared in a third module (DemoApps), read through that record. The Linux runtime crashed on
/// such key paths when a public generic value's one property referred to a generic class (see
/// `StepDetails`), so these are checked on every platform the tests run on.
@MainActor
@Suite("Navigation change key paths")
struct NavigationChangeKeyPathTests {
  @Test func keyPathsIntoChangesReadThroughTheirRecord() throws {
    let navigator = Navigator(root: DemoRoute.masterDetail(.master))
    var changes: [NavigationChange<DemoRoute>] = []
    let observation = navigator.observeChanges { changes.append($0) }
    try navigator.push(.masterDetail(.detail(date: "Monday")))
    try navigator.update(animation: .none) { try $0.pop() }
    _ = observation

    #expect(changes.map(\.cause) == [.request, .request])
    #expect(changes.map(\.animation) == [.everyStep, .none])
    #expect(changes.map(\.to.path.count) == [1, 0])
    #expect(changes.map(\.from.path.count) == [0, 1])
    #expect(
      changes.map(\.to.topScreen.route) == [
        .masterDetail(.detail(date: "Monday")), .masterDetail(.master),
      ])
    #expect(changes.map(\.addedScreens.count) == [1, 0])
    #expect(changes.map(\.removedScreens.count) == [0, 1])
    #expect(navigator.lastChange.map(\.from.path.count) == 1)
  }
}
