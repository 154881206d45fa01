import CoordinatorKit
import Testing

/// Every request a navigator refuses reaches its refusal observers once, in order, with the
/// error the request threw; accepted requests do not, and the state stays as it was.
@MainActor
@Suite("Refusal observation")
struct RefusalObservationTests {
  enum Route: Hashable, Sendable {
    case home, detail, settings
  }

  /// A flow that shows `first` when it starts, or nothing at all.
  final class Flow: FlowCoordinator {
    let node = CoordinatorNode()
    let navigator: Navigator<Route>
    let first: Route?
    init(navigator: Navigator<Route>, showing first: Route?) {
      self.navigator = navigator
      self.first = first
    }
    func start() throws(NavigationError) {
      if let first { try show(first) }
    }
  }

  let navigator = Navigator(root: Route.home)

  @Test func eachRefusedRequestIsReportedOnceInOrderAndChangesNothing() throws {
    var heard: [NavigationError] = []
    let observation = navigator.observeRefusals { heard.append($0) }
    let before = navigator.state
    let missing = ScreenID()
    _ = try? navigator.pop(to: missing)
    _ = try? navigator.update { try $0.selectTab("inbox") }
    _ = try? navigator.update { try $0.updateRoute(of: missing, to: .settings) }
    #expect(
      heard == [
        .screenNotFound(missing), .unknownTab("inbox", tabs: []), .screenNotFound(missing),
      ],
      "one report per refusal, with the error the request threw")
    #expect(navigator.state == before)

    try navigator.push(.detail)
    try navigator.update { try $0.pop() }
    try navigator.update { try $0.pop() }  // At the root: says so, and is not a refusal.
    #expect(heard.count == 3, "accepted requests are not refusals")
    _ = observation
  }

  @Test func aRefusalInsideUpdateAndAnAlertOverAnAlertAreReported() throws {
    var heard: [NavigationError] = []
    let observation = navigator.observeRefusals { heard.append($0) }
    let missing = ScreenID()
    #expect(throws: NavigationError.screenNotFound(missing)) {
      try navigator.update { (state) throws(NavigationError) in
        try state.push(.detail)
        try state.pop(to: missing)
      }
    }
    try navigator.showAlert(AlertState(title: "First"))
    _ = try? navigator.showAlert(AlertState(title: "Second"))
    #expect(heard == [.screenNotFound(missing), .alertAlreadyShowing(title: "First")])
    #expect(navigator.state.screens.count == 1)
    _ = observation
  }

  @Test func anAppsUpdateWithAnUntypedClosureIsReportedOnceAndCaughtAsANavigationError() {
    var heard: [NavigationError] = []
    let observation = navigator.observeRefusals { heard.append($0) }
    let missing = ScreenID()
    _ = try? navigator.update { try $0.pop(to: missing) }
    do {
      try navigator.update { try $0.selectTab("inbox") }
      Issue.record("selecting a tab of a state without tabs must throw")
    } catch let error as NavigationError {
      #expect(error == .unknownTab("inbox", tabs: []))
    } catch {
      Issue.record("not a NavigationError: \(error)")
    }
    #expect(heard == [.screenNotFound(missing), .unknownTab("inbox", tabs: [])])
    #expect(navigator.state.screens.map(\.route) == [.home])
    _ = observation
  }

  @Test func aFlowCoordinatorsRefusalsAreReportedThroughItsNavigator() throws {
    var heard: [NavigationError] = []
    let observation = navigator.observeRefusals { heard.append($0) }
    let home = Flow(navigator: navigator, showing: .home)
    try home.startAsRoot()
    #expect(throws: NavigationError.flowShowedNoScreen(coordinator: "Flow")) {
      try home.coordinate(to: Flow(navigator: navigator, showing: nil))
    }
    let detail = Flow(navigator: navigator, showing: .detail)
    try home.coordinate(to: detail)
    try navigator.showAlert(AlertState(title: "Wait"))
    _ = try? detail.finishFlow()
    try navigator.update { $0.dismissAlert() }
    try detail.finishFlow()
    _ = try? detail.push(.settings)
    #expect(
      heard == [
        .flowShowedNoScreen(coordinator: "Flow"), .alertIsShowing(title: "Wait"),
        .coordinatorNotRunning(coordinator: "Flow"),
      ])
    #expect(navigator.state.screens.map(\.route) == [.home])
    _ = observation
  }

  @Test func aReleasedOrCancelledObservationHearsNothingMore() {
    var first: [NavigationError] = []
    var second: [NavigationError] = []
    var observation: ChangeObservation? = navigator.observeRefusals { first.append($0) }
    let cancelled = navigator.observeRefusals { second.append($0) }
    _ = try? navigator.update { try $0.selectTab("inbox") }
    observation = nil
    cancelled.cancel()
    _ = try? navigator.update { try $0.selectTab("inbox") }
    let refusal = NavigationError.unknownTab("inbox", tabs: [])
    #expect(first == [refusal])
    #expect(second == [refusal])
    #expect(observation == nil)
  }
}
