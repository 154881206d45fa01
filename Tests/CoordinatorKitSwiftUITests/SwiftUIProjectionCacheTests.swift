import CoordinatorKit
import CoordinatorKitSwiftUI
import NavigationTestSupport
import Testing

/// The projection a SwiftUI host keeps between changes: brought up to date from what
/// changed, it is always the projection of the state, and finds every screen by its identity.
@MainActor
@Suite("SwiftUI projection cache")
struct SwiftUIProjectionCacheTests {
  /// Expects the cache, brought to `state`, to give its projection and every one of its screens.
  private func expectUpToDate(
    _ cache: inout SwiftUIProjectionCache<String>, with state: NavigationState<String>,
    _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      cache.projection(of: state) == SwiftUINavigationProjection(state), comment,
      sourceLocation: sourceLocation)
    for screen in state.screens {
      #expect(cache.screen(withID: screen.id) == screen, comment, sourceLocation: sourceLocation)
    }
  }

  /// Every step of every plan between the sample states (pushes, pops, presentations,
  /// dismissals, replaced stacks and roots, alerts), each a version of the one before.
  @Test func everyStepOfEveryPlanGivesTheProjectionOfItsState() throws {
    let states = try sampleStates()
    for from in states {
      for to in states {
        var cache = SwiftUIProjectionCache<String>()
        expectUpToDate(&cache, with: from, "\(notation(from))")
        for step in TransitionPlan(from: from, to: to, capabilities: .swiftUI) {
          expectUpToDate(&cache, with: step.state, "\(notation(from)) → \(notation(step.state))")
        }
      }
    }
  }

  /// The navigator's own versions: a screen updated in place is found with its new route, a
  /// screen that left is not found, and an alert comes and goes with the projection.
  @Test func aNavigatorsChangesKeepItUpToDate() throws {
    let navigator = Navigator(try state("P2,S3"))
    var cache = SwiftUIProjectionCache<String>()
    expectUpToDate(&cache, with: navigator.state, "start")
    try navigator.update { try $0.push("4") }
    expectUpToDate(&cache, with: navigator.state, "push in the sheet")
    let pushed = navigator.state.topScreen.id
    try navigator.update { try $0.present("5", as: .cover) }
    expectUpToDate(&cache, with: navigator.state, "cover")
    try navigator.update { try $0.updateRoute(of: pushed, to: "4'") }
    expectUpToDate(&cache, with: navigator.state, "updated in place")
    try navigator.update { try $0.showAlert(try cancellableAlert()) }
    expectUpToDate(&cache, with: navigator.state, "alert")
    try navigator.update { $0.dismissAlert() }
    expectUpToDate(&cache, with: navigator.state, "alert gone")
    try navigator.update { try $0.dismissAll() }
    expectUpToDate(&cache, with: navigator.state, "dismiss all")
    #expect(cache.screen(withID: pushed) == nil)
    try navigator.update { try $0.popToRoot() }
    expectUpToDate(&cache, with: navigator.state, "pop to root")
  }
}

extension SwiftUIProjectionCacheTests {
  private func screen(_ name: String) -> NavigationScreen<String> {
    NavigationScreen(name, id: screenID(name))
  }

  /// Every step of every plan between tabbed and single-stack states (tabs selected, pushed
  /// into, replaced, with a sheet over them) gives the tabs of its state.
  @Test func everyStepOfEveryTabbedPlanGivesTheTabsOfItsState() throws {
    func tabbed(_ aPushes: [String] = [], selected: TabID = "a") throws
      -> NavigationState<String>
    {
      try NavigationState(
        tabs: [
          Tab("a", stack: [screen("a")] + aPushes.map(screen)), Tab("b", stack: [screen("b")]),
        ], selected: selected)
    }
    var withSheet = try tabbed(["a2"])
    try withSheet.present("s", as: .sheet)
    let states = [
      try state("P2"), try tabbed(), try tabbed(["a2", "a3"]), try tabbed(["a2"], selected: "b"),
      withSheet,
    ]
    for from in states {
      for to in states {
        var cache = SwiftUIProjectionCache<String>()
        #expect(cache.tabs(of: from) == SwiftUITabsProjection(from))
        for step in TransitionPlan(from: from, to: to, capabilities: .swiftUI) {
          #expect(
            cache.tabs(of: step.state) == SwiftUITabsProjection(step.state),
            "\(notation(from)) → \(step.action)")
        }
      }
    }
    // A push and a pop in the selected tab, as versions of one another.
    let navigator = Navigator(try tabbed(["a2"]))
    var cache = SwiftUIProjectionCache<String>()
    _ = cache.tabs(of: navigator.state)
    try navigator.update { try $0.push("a3") }
    #expect(cache.tabs(of: navigator.state) == SwiftUITabsProjection(navigator.state))
    try navigator.update { try $0.pop() }
    #expect(cache.tabs(of: navigator.state) == SwiftUITabsProjection(navigator.state))
  }
}
