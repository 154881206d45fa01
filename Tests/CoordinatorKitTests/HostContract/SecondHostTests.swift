import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// A navigator has one host at a time: a second host that attaches while another shows it (a
/// second window given the same navigator) takes it over, and the first stops, visibly, instead
/// of both acknowledging steps from displays that no longer match.
@MainActor
@Suite("A second host")
struct SecondHostTests {
  enum Route: Hashable, Sendable {
    case root
    case detail(Int)
  }

  @Test func takesTheNavigatorOverAndTheReplacedHostShowsNoMoreSteps() throws {
    let navigator = Navigator(root: Route.root)
    let first = HeadlessHost<Route, Never>(navigator: navigator) { _ in nil }
    try navigator.push(.detail(1))
    #expect(first.shownSteps.count == 1)
    let second = HeadlessHost<Route, Never>(navigator: navigator) { _ in nil }
    #expect(second.shownSteps.map(\.action) == [.push(count: 1, level: 0)])  // from the bare root
    try navigator.push(.detail(2))
    #expect(first.shownSteps.count == 1)  // replaced: it shows nothing more
    #expect(second.shownSteps.count == 2)
    #expect(navigator.hosting.shownState == navigator.state)
  }

  @Test func theReplacedHostCannotDetachTheNavigatorFromItsNewHost() throws {
    let navigator = Navigator(root: Route.root)
    let first = HeadlessHost<Route, Never>(navigator: navigator) { _ in nil }
    let second = HeadlessHost<Route, Never>(navigator: navigator) { _ in nil }
    second.showsStepsAutomatically = false
    first.detach()  // the first window went: the second still shows the navigator
    try navigator.push(.detail(1))
    #expect(navigator.hosting.currentStep != nil)  // waits for the second host, not shown alone
    #expect(second.showNextStep())
    second.detach()
    try navigator.push(.detail(2))
    #expect(navigator.hosting.currentStep == nil)  // no host: shown at once
  }
}
