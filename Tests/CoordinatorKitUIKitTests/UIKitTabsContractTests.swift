import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitUIKit

/// Tabs in UIKit: a tabbed state is a `UITabBarController` with one `UINavigationController` per
/// tab, inside the container the window shows; modals are presented over the whole container. A
/// tab tap is answered `false` in `tabBarController(_:shouldSelect:)` and reported as
/// ``UserNavigation/selectedTab(_:)``, so the engine decides (selection, reselection's pop to
/// the root, leave guards); the host then shows the engine's steps.
@MainActor
@Suite("UIKit tabs contract")
struct UIKitTabsContractTests {
  private func screen(_ name: String) -> NavigationScreen<String> {
    NavigationScreen(name, id: screenID(name))
  }

  /// Tabs `a` (root `a`, then the given pushes) and `b` (root `b`), `selected` selected.
  private func tabbed(_ aPushes: [String] = [], bPushes: [String] = [], selected: TabID = "a")
    throws -> NavigationState<String>
  {
    try NavigationState(
      tabs: [
        Tab("a", stack: [screen("a")] + aPushes.map(screen)),
        Tab("b", stack: [screen("b")] + bPushes.map(screen)),
      ], selected: selected)
  }

  /// Shows every pending step through the projection's calls, each checked against UIKit's
  /// rules and the step's state.
  private func showSteps(
    _ navigator: Navigator<String>, on hierarchy: inout SimulatedUIKitHierarchy,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [[UIKitHostCall]] {
    var shown: [[UIKitHostCall]] = []
    while let step = navigator.hosting.currentStep {
      let calls = UIKitNavigationProjection.calls(for: step, from: navigator.hosting.shownState)
      let refusals = hierarchy.perform(calls)
      #expect(refusals.isEmpty, "\(step.action): \(refusals)", sourceLocation: sourceLocation)
      #expect(
        hierarchy.shows(UIKitNavigationProjection(step.state)), "\(step.action)",
        sourceLocation: sourceLocation)
      shown.append(calls)
      navigator.hostDidShow(step.id)
    }
    return shown
  }

  /// A navigator attached to a host that built what it shows from nothing, as `NavigatorHost`
  /// does when it is created, then showed every step.
  private func attached(_ target: NavigationState<String>) -> (
    Navigator<String>, SimulatedUIKitHierarchy
  ) {
    let navigator = Navigator(target)
    navigator.attachHost(capabilities: .uiKit)
    var hierarchy = SimulatedUIKitHierarchy.nothingShown
    #expect(
      hierarchy.perform(UIKitNavigationProjection.callsToBuild(navigator.hosting.shownState))
        .isEmpty)
    #expect(hierarchy.shows(UIKitNavigationProjection(navigator.hosting.shownState)))
    _ = showSteps(navigator, on: &hierarchy)
    return (navigator, hierarchy)
  }

  /// A host built for a tabbed state shows a tab bar controller with each tab's stack; a
  /// single-stack state, the single navigation controller (the old host showed nothing until a
  /// step came, and never a tab bar).
  @Test func aHostBuildsTheTabBarOrTheSingleStackWhenCreated() throws {
    #expect(
      UIKitNavigationProjection.callsToBuild(try tabbed(["a2"], selected: "a")) == [
        .showTabs(
          [
            .init(id: "a", screens: screenIDs("a", "a2")), .init(id: "b", screens: screenIDs("b")),
          ], selectedIndex: 0)
      ])
    #expect(
      UIKitNavigationProjection.callsToBuild(try state("")) == [
        .setViewControllers(level: 0, screens: screenIDs("root"), animated: false)
      ])
    let (navigator, hierarchy) = attached(try tabbed(bPushes: ["b2"], selected: "b"))
    #expect(hierarchy.tabs == ["a", "b"])
    #expect(hierarchy.selectedTab == "b")
    #expect(hierarchy.stack(ofTab: "b") == screenIDs("b", "b2"))
    #expect(hierarchy.stack(atLevel: 0) == screenIDs("b", "b2"))
    #expect(navigator.hosting.currentStep == nil)
  }

  /// A tap the way `NavigatorHost` handles it: `shouldSelect` answers `false` (UIKit changes
  /// nothing), the host reports ``UserNavigation/selectedTab(_:)`` between steps, and performs
  /// ``UIKitNavigationProjection/callsForTabTap(from:to:)``; returns those calls.
  private func tap(
    _ tab: TabID, _ navigator: Navigator<String>, on hierarchy: inout SimulatedUIKitHierarchy
  ) throws -> [UIKitHostCall] {
    let before = navigator.hosting.displayedState
    let meaning = UIKitNavigationProjection(before).userNavigation(for: .tabTapped(tab))
    try navigator.userDidNavigate(try #require(meaning))
    let calls = UIKitNavigationProjection.callsForTabTap(
      from: before, to: navigator.hosting.displayedState)
    #expect(hierarchy.perform(calls).isEmpty)
    #expect(hierarchy.shows(UIKitNavigationProjection(navigator.hosting.displayedState)))
    return calls
  }

  /// A tap on another tab: UIKit asks `shouldSelect`, the host says no and reports the tap; the
  /// engine selects the tab and the host shows it with one `showTabs` call. The tab left keeps its
  /// stack. A tap that comes while a step is pending is kept (as `NavigatorHost` does) until every
  /// step is shown, then reported: a tap between steps or during one, the same end.
  @Test func aTabTapIsReportedAndTheEnginesSelectionShown() throws {
    for tapDuringAStep in [false, true] {
      var (navigator, hierarchy) = attached(try tabbed(["a2"]))
      if tapDuringAStep {
        try navigator.update { try $0.push("a3") }
        // The tap comes now: a step is pending, so the host keeps it...
        #expect(navigator.hosting.currentStep != nil)
        _ = showSteps(navigator, on: &hierarchy)
        // ...and reports it once every step is shown.
        #expect(navigator.hosting.currentStep == nil)
      }
      let calls = try tap("b", navigator, on: &hierarchy)
      let aStack =
        tapDuringAStep
        ? [screenID("a"), screenID("a2"), navigator.state.tabStacks[0].stack[2].id]
        : screenIDs("a", "a2")
      #expect(
        calls == [
          .showTabs(
            [.init(id: "a", screens: aStack), .init(id: "b", screens: screenIDs("b"))],
            selectedIndex: 1)
        ], "tap during a step: \(tapDuringAStep)")
      #expect(hierarchy.selectedTab == "b")
      #expect(hierarchy.stack(ofTab: "a") == aStack)
      #expect(navigator.hosting.currentStep == nil)
    }
  }

  /// Reselecting the selected tab pops it to its root, as on iOS: the engine decides it, and
  /// the host shows a `setViewControllers` on level 0, the selected tab's navigation controller.
  @Test func reselectingTheSelectedTabPopsItToItsRoot() throws {
    var (navigator, hierarchy) = attached(try tabbed(["a2", "a3"]))
    let calls = try tap("a", navigator, on: &hierarchy)
    #expect(calls == [.setViewControllers(level: 0, screens: screenIDs("a"), animated: true)])
    #expect(hierarchy.stack(ofTab: "a") == screenIDs("a"))
    #expect(hierarchy.selectedTab == "a")
  }

  /// A sheet is presented over the whole container (level 1, from the container), and goes
  /// before another tab is selected; a tab no longer shown is a stale tap.
  @Test func modalsCoverTheWholeContainerAndGoBeforeATabChange() throws {
    var (navigator, hierarchy) = attached(try tabbed())
    try navigator.update { try $0.present("s", as: .sheet) }
    let presented = showSteps(navigator, on: &hierarchy)
    #expect(presented.count == 1)
    guard case .present(level: 1, _, .pageSheet, _)? = presented.first?.first else {
      Issue.record("expected a presentation at level 1, got \(presented)")
      return
    }
    try navigator.update { try $0.selectTab("b") }
    let calls = showSteps(navigator, on: &hierarchy).flatMap { $0 }
    #expect(calls.first == .dismissPresented(byLevel: 0, animated: true))
    #expect(hierarchy.selectedTab == "b")
    #expect(hierarchy.stack(atLevel: 1).isEmpty)
    #expect(
      UIKitNavigationProjection(navigator.hosting.displayedState).userNavigation(
        for: .tabTapped("zzz"))
        == nil)
  }

  /// Tabs that come and go: a single stack becomes tabs (`showTabs`), tabs become a single stack
  /// again (`showSingleStack`), and a tab not selected that changes (`.replaceTabs`) is one
  /// `showTabs` with the selection kept.
  @Test func replacedTabsAreShownWithOneCall() throws {
    var (navigator, hierarchy) = attached(try state("P2"))
    try navigator.replace(with: try tabbed())
    _ = showSteps(navigator, on: &hierarchy)
    #expect(hierarchy.tabs == ["a", "b"])

    try navigator.push("b2", inTab: "b")
    let replaced = showSteps(navigator, on: &hierarchy)
    #expect(
      replaced == [
        [
          .showTabs(
            [
              .init(id: "a", screens: screenIDs("a")),
              .init(id: "b", screens: [screenID("b")] + [navigator.state.tabStacks[1].stack[1].id]),
            ],
            selectedIndex: 0)
        ]
      ])

    try navigator.replace(with: try state("P5", rootName: "home2"))
    let single = showSteps(navigator, on: &hierarchy).flatMap { $0 }
    #expect(single.contains(.showSingleStack(screens: screenIDs("home2", "5"))))
    #expect(hierarchy.tabs.isEmpty)
    #expect(hierarchy.stack(atLevel: 0) == screenIDs("home2", "5"))
  }

  /// Every plan between tabbed and single-stack states, with sheets and alerts over them, is
  /// performed by UIKit's rules and leaves the hierarchy showing each step's state.
  @Test(arguments: [TransitionCapabilities.uiKit, .oneAtATime])
  func everyStepOfEveryTabbedPlanIsPerformedByUIKit(capabilities: TransitionCapabilities) throws {
    var withSheet = try tabbed(["a2"])
    try withSheet.present("s", as: .sheet)
    var withAlert = try tabbed(bPushes: ["b2"], selected: "b")
    try withAlert.showAlert(AlertState(title: "Saved"))
    let states = [
      try state(""), try state("P2,S3"), try tabbed(), try tabbed(["a2"], selected: "b"),
      try tabbed(["a2"], bPushes: ["b2"]), withSheet, withAlert,
      try NavigationState(tabs: [Tab("c", stack: [screen("c")])], selected: "c"),
    ]
    for start in states {
      for target in states {
        var hierarchy = SimulatedUIKitHierarchy(UIKitNavigationProjection(start))
        var shown = start
        for step in TransitionPlan(from: start, to: target, capabilities: capabilities) {
          let calls = UIKitNavigationProjection.calls(for: step, from: shown)
          let refusals = hierarchy.perform(calls)
          #expect(refusals.isEmpty, "\(step.action): \(refusals)")
          #expect(hierarchy.shows(UIKitNavigationProjection(step.state)), "\(step.action)")
          shown = step.state
        }
      }
    }
  }
}
