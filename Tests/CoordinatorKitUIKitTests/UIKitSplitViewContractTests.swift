import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitUIKit

/// Split views in UIKit: a base stack with a ``SplitLayout`` shows in a column-style
/// `UISplitViewController`, the sidebar in the primary column, a three-column layout's content in
/// the supplementary one and the detail's stack in the secondary one's navigation controller;
/// collapsed, the whole stack in the compact column's. The calls are replayed on
/// ``SimulatedUIKitHierarchy``, which refuses a view controller in two places.
@MainActor
@Suite("UIKit split view contract")
struct UIKitSplitViewContractTests {
  /// `notation` (see `state(_:)`) with its base stack in the columns of `layout`.
  private func split(_ notation: String, _ layout: SplitLayout) throws -> NavigationState<String> {
    var result = try state(notation)
    result.setSplitLayout(layout)
    return result
  }

  /// A navigator attached to a host that built what it shows from nothing, in a window of
  /// compact width when `compact`, as `NavigatorHost` does when it is created.
  private func attached(_ target: NavigationState<String>, compact: Bool = false) -> (
    Navigator<String>, SimulatedUIKitHierarchy
  ) {
    let navigator = Navigator(target)
    navigator.attachHost(capabilities: .uiKit)
    var hierarchy = SimulatedUIKitHierarchy.nothingShown
    #expect(hierarchy.windowWidthChanges(toCompact: compact).isEmpty)
    #expect(
      hierarchy.perform(UIKitNavigationProjection.callsToBuild(navigator.hosting.shownState))
        .isEmpty)
    #expect(hierarchy.shows(UIKitNavigationProjection(navigator.hosting.shownState)))
    hierarchy.showPendingSteps(of: navigator)
    return (navigator, hierarchy)
  }

  @Test func twoColumnsPutTheRootInTheSidebarAndTheRestInTheDetail() throws {
    for (notation, detail) in [("", [String]()), ("P2", ["2"]), ("P2,P3,P4", ["2", "3", "4"])] {
      let projection = UIKitNavigationProjection(try split(notation, .twoColumns))
      let columns = try #require(projection.split)
      #expect(columns.layout == .twoColumns)
      #expect(columns.sidebar == screenID("root") && columns.content == nil)
      #expect(columns.detail == detail.map(screenID))
      #expect(columns.stack == projection.levels[0].screens)

      let expanded = columns.placement(collapsed: false)
      #expect(expanded.primary == screenIDs("root") && expanded.supplementary.isEmpty)
      #expect(expanded.secondary == detail.map(screenID) && expanded.compact.isEmpty)
      let collapsed = columns.placement(collapsed: true)
      #expect(collapsed.compact == projection.levels[0].screens)
      #expect(collapsed.primary.isEmpty && collapsed.secondary.isEmpty)

      #expect(
        UIKitNavigationProjection.callsToBuild(try split(notation, .twoColumns)) == [
          .showSplit(columns)
        ])
    }
    #expect(UIKitNavigationProjection(try state("P2")).split == nil)
  }

  @Test func threeColumnsPutTheSecondScreenInTheContentColumn() throws {
    let cases: [(String, [String], [String])] = [
      ("", ["root"], []), ("P2", ["root", "2"], []), ("P2,P3", ["root", "2"], ["3"]),
      ("P2,P3,P4,P5", ["root", "2"], ["3", "4", "5"]),
    ]
    for (notation, leading, detail) in cases {
      let columns = try #require(
        UIKitNavigationProjection(try split(notation, .threeColumns)).split)
      #expect(columns.leading == leading.map(screenID))
      #expect(columns.content == leading.dropFirst().first.map(screenID))
      #expect(columns.detail == detail.map(screenID))
      let expanded = columns.placement(collapsed: false)
      #expect(expanded.primary == screenIDs("root"))
      #expect(expanded.supplementary == Array(leading.dropFirst()).map(screenID))
      #expect(expanded.secondary == detail.map(screenID))
      #expect(columns.placement(collapsed: true).compact == (leading + detail).map(screenID))

      // Built from nothing in either width: every column holds what the placement says.
      for compact in [false, true] {
        let (_, hierarchy) = attached(try split(notation, .threeColumns), compact: compact)
        #expect(hierarchy.split?.columns == columns.placement(collapsed: compact))
      }
    }
  }

  /// A selection in the sidebar replaces the detail's stack: one `setColumns`, whichever form.
  @Test func aSidebarSelectionReplacesTheDetailStack() throws {
    for compact in [false, true] {
      var (navigator, hierarchy) = attached(try split("P2,P3", .twoColumns), compact: compact)
      try navigator.update {
        try $0.replacePushes(after: screenID("root"), with: ["message"])
      }
      let steps = hierarchy.showPendingSteps(of: navigator)
      let columns = try #require(UIKitNavigationProjection(navigator.state).split)
      #expect(steps.last == [.setColumns(columns, animated: true)])
      #expect(steps.joined().allSatisfy { if case .setColumns = $0 { true } else { false } })
      let message = navigator.state.topScreen.id
      #expect(columns.detail == [message])
      let active: UIKitSplitColumn = compact ? .compact : .secondary
      #expect(hierarchy.split?.columns[active] == (compact ? screenIDs("root") : []) + [message])
      #expect(hierarchy.stack(atLevel: 0) == screenIDs("root") + [message])
    }
  }

  /// A push on a detail that shows something is a push on its navigation controller, a pop that
  /// leaves a detail a pop; the first screen of the detail and the pop of its last set the
  /// columns.
  @Test func aPushAndAPopInTheDetailColumnArePushAndPopCalls() throws {
    for compact in [false, true] {
      var (navigator, hierarchy) = attached(try split("", .twoColumns), compact: compact)
      try navigator.update { try $0.push("2") }
      let first = navigator.state.topScreen.id
      let firstColumns = try #require(UIKitNavigationProjection(navigator.state).split)
      #expect(
        hierarchy.showPendingSteps(of: navigator) == [[.setColumns(firstColumns, animated: true)]])

      try navigator.update { try $0.push("3") }
      let pushed = navigator.state.topScreen.id
      #expect(
        hierarchy.showPendingSteps(of: navigator) == [[.pushDetail(screen: pushed, animated: true)]]
      )
      let active: UIKitSplitColumn = compact ? .compact : .secondary
      #expect(hierarchy.split?.columns[active].suffix(2) == [first, pushed])

      try navigator.update { try $0.pop() }
      #expect(hierarchy.showPendingSteps(of: navigator) == [[.popDetail(animated: true)]])
      #expect(hierarchy.split?.columns[active].last == first)

      try navigator.update { try $0.pop() }
      let emptyDetail = try #require(UIKitNavigationProjection(navigator.state).split)
      #expect(
        hierarchy.showPendingSteps(of: navigator) == [[.setColumns(emptyDetail, animated: true)]])
      #expect(hierarchy.split?.columns.screens == screenIDs("root"))
    }
  }

  /// Under a sheet the base is not the top level: one screen more on its detail sets the
  /// columns, unanimated, out of sight, as a level under a layer gets `setViewControllers`.
  @Test func aDetailChangeUnderASheetSetsTheColumns() throws {
    var (navigator, hierarchy) = attached(try split("P2,S3", .twoColumns))
    try navigator.update { try $0.replacePushes(after: screenID("2"), with: ["4"]) }
    let columns = try #require(UIKitNavigationProjection(navigator.state).split)
    #expect(columns.detail.count == 2 && navigator.state.modalDepth == 1)
    #expect(hierarchy.showPendingSteps(of: navigator) == [[.setColumns(columns, animated: false)]])
    #expect(hierarchy.stack(atLevel: 1) == screenIDs("3"))
  }

  /// Collapsing moves every screen into the compact column's navigation controller, the
  /// leading and detail columns emptied first; expanding moves them back. Nothing is lost, no
  /// view controller is ever in two columns, and a user's pop in between is kept.
  @Test func collapseAndExpandMoveTheControllersWithoutLosingAny() throws {
    var (navigator, hierarchy) = attached(try split("P2,P3,P4", .threeColumns))
    let expanded = hierarchy.split?.columns
    let stack = navigator.state.baseStack.map(\.id)

    let collapsing = try #require(expanded).changes(
      toReach: try #require(expanded).reformed(layout: .threeColumns, collapsed: true))
    #expect(collapsing.map(\.column) == [.primary, .supplementary, .secondary, .compact])
    #expect(collapsing.last?.screens == stack)

    #expect(hierarchy.windowWidthChanges(toCompact: true).isEmpty)
    #expect(hierarchy.split?.columns.compact == stack)
    #expect(hierarchy.split?.columns.screens == stack)
    #expect(hierarchy.shows(UIKitNavigationProjection(navigator.state)))

    #expect(hierarchy.windowWidthChanges(toCompact: false).isEmpty)
    #expect(hierarchy.split?.columns == expanded)

    // Collapsed, the user goes back to the content screen; expanded again, the detail is empty.
    #expect(hierarchy.windowWidthChanges(toCompact: true).isEmpty)
    let popped = hierarchy.userPopsActiveColumn(toCount: 2)
    let event = try #require(popped)
    let meaning = UIKitNavigationProjection(navigator.hosting.displayedState).userNavigation(
      for: event)
    #expect(meaning == .wentBack(to: screenID("2")))
    try navigator.userDidNavigate(try #require(meaning))
    let afterPop = hierarchy.showPendingSteps(of: navigator)
    #expect(afterPop.allSatisfy { $0.isEmpty })
    #expect(hierarchy.windowWidthChanges(toCompact: false).isEmpty)
    #expect(hierarchy.split?.columns.supplementary == screenIDs("2"))
    #expect(hierarchy.split?.columns.secondary == [])
    #expect(hierarchy.shows(UIKitNavigationProjection(navigator.state)))
  }

  /// Impossible calls are refused: the simulation catches a view controller in two places and
  /// calls meant for a navigation controller, so the tests above can fail.
  @Test func theSimulationRefusesAControllerInTwoPlaces() throws {
    let withSheet = SimulatedUIKitHierarchy(
      UIKitNavigationProjection(try split("P2,S3", .twoColumns)))
    var hierarchy = withSheet
    // A detail that would take the sheet's screen.
    let stolen = UIKitSplitColumns(layout: .twoColumns, stack: screenIDs("root", "2", "3"))
    #expect(!hierarchy.perform([.setColumns(stolen, animated: false)]).isEmpty)
    // A split view controller of another layout.
    let threeColumns = UIKitSplitColumns(layout: .threeColumns, stack: screenIDs("root", "2"))
    hierarchy = withSheet
    #expect(!hierarchy.perform([.setColumns(threeColumns, animated: false)]).isEmpty)
    // A call meant for a navigation controller where the base shows columns.
    hierarchy = SimulatedUIKitHierarchy(UIKitNavigationProjection(try split("P2", .twoColumns)))
    #expect(
      !hierarchy.perform([.push(level: 0, screen: screenID("9"), animated: false)]).isEmpty)
    #expect(
      !hierarchy.perform([
        .setViewControllers(level: 0, screens: screenIDs("root"), animated: false)
      ]).isEmpty)
    // Collapsing with the compact column filled before the others gave up their screens.
    let expanded = try #require(hierarchy.split?.columns)
    let collapsing = expanded.changes(
      toReach: expanded.reformed(layout: .twoColumns, collapsed: true))
    #expect(collapsing.first?.column != .compact)
    #expect(!hierarchy.perform(Array(collapsing.reversed())).isEmpty)
    hierarchy = SimulatedUIKitHierarchy(UIKitNavigationProjection(try split("P2", .twoColumns)))
    #expect(hierarchy.perform(collapsing).isEmpty)
    // A push on an empty detail column, and a pop of its root.
    hierarchy = SimulatedUIKitHierarchy(UIKitNavigationProjection(try split("", .twoColumns)))
    #expect(!hierarchy.perform([.pushDetail(screen: screenID("9"), animated: false)]).isEmpty)
    #expect(!hierarchy.perform([.popDetail(animated: false)]).isEmpty)
  }

  /// A back in the detail column is the base level's pop, as the existing decision reads it; a
  /// report with no split view shown is stale.
  @Test func aBackInTheDetailColumnIsReportedAsAPop() throws {
    for compact in [false, true] {
      var (navigator, hierarchy) = attached(try split("P2,P3,P4", .twoColumns), compact: compact)
      let count = compact ? 2 : 1
      let popped = hierarchy.userPopsActiveColumn(toCount: count)
      let event = try #require(popped)
      if compact {
        #expect(
          event
            == .navigationControllerDidShow(
              level: 0, shown: screenIDs("root", "2"), rendered: screenIDs("root", "2", "3", "4")))
      } else {
        #expect(
          event == .detailColumnDidShow(shown: screenIDs("2"), rendered: screenIDs("2", "3", "4")))
      }
      let meaning = UIKitNavigationProjection(navigator.hosting.displayedState).userNavigation(
        for: event)
      #expect(meaning == .wentBack(to: screenID("2")))
      try navigator.userDidNavigate(try #require(meaning))
      #expect(navigator.state.baseStack.map(\.id) == screenIDs("root", "2"))
      hierarchy.showPendingSteps(of: navigator)
      #expect(hierarchy.shows(UIKitNavigationProjection(navigator.state)))
    }
    let noSplit = UIKitNavigationProjection(try state("P2,P3"))
    #expect(
      noSplit.userNavigation(
        for: .detailColumnDidShow(shown: screenIDs("2"), rendered: screenIDs("2", "3")))
        == nil)
    // The same screens already popped by the app: an echo, not the user's.
    let popped = UIKitNavigationProjection(try split("P2", .twoColumns))
    #expect(
      popped.userNavigation(
        for: .detailColumnDidShow(shown: screenIDs("2"), rendered: screenIDs("2", "3")))
        == nil)
  }

  /// A layout change on a shown state is an update in place: a new split view controller of the
  /// new style, or the single navigation controller, with the same screens.
  @Test func aLayoutChangeInPlaceShowsAnotherContainer() throws {
    var (navigator, hierarchy) = attached(try split("P2,P3", .twoColumns))
    try navigator.update { $0.setSplitLayout(.threeColumns) }
    let three = try #require(UIKitNavigationProjection(navigator.state).split)
    #expect(hierarchy.showPendingSteps(of: navigator) == [[.showSplit(three)]])
    #expect(hierarchy.split?.columns.supplementary == screenIDs("2"))

    try navigator.update { $0.setSplitLayout(nil) }
    #expect(
      hierarchy.showPendingSteps(of: navigator) == [
        [.showSingleStack(screens: screenIDs("root", "2", "3"))]
      ])
    #expect(hierarchy.split == nil)

    try navigator.update { $0.setSplitLayout(.twoColumns) }
    let two = try #require(UIKitNavigationProjection(navigator.state).split)
    #expect(hierarchy.showPendingSteps(of: navigator) == [[.showSplit(two)]])
  }

  /// A tab with a split layout shows a split view controller beside a tab whose stack is one
  /// navigation controller; a selection switches what level 0 is, and a push in the split tab's
  /// detail is a detail push.
  @Test func aTabWithASplitLayoutBesideOneWithout() throws {
    let tabs = try NavigationState(
      tabs: [
        Tab(
          "mail", stack: [NavigationScreen("mailboxes", id: screenID("mailboxes"))],
          split: .twoColumns),
        Tab("settings", stack: [NavigationScreen("settings", id: screenID("settings"))]),
      ], selected: "mail")
    #expect(
      UIKitNavigationProjection.callsToBuild(tabs) == [
        .showTabs(
          [
            .init(id: "mail", screens: screenIDs("mailboxes"), split: .twoColumns),
            .init(id: "settings", screens: screenIDs("settings")),
          ], selectedIndex: 0)
      ])
    var (navigator, hierarchy) = attached(tabs)
    #expect(hierarchy.split?.layout == .twoColumns)
    #expect(hierarchy.split?.columns.primary == screenIDs("mailboxes"))

    try navigator.update { try $0.replacePushes(after: screenID("mailboxes"), with: ["inbox"]) }
    hierarchy.showPendingSteps(of: navigator)
    try navigator.update { try $0.push("message") }
    let message = navigator.state.topScreen.id
    #expect(
      hierarchy.showPendingSteps(of: navigator) == [[.pushDetail(screen: message, animated: true)]])

    try navigator.update { try $0.selectTab("settings") }
    hierarchy.showPendingSteps(of: navigator)
    #expect(hierarchy.split == nil && hierarchy.selectedTab == "settings")
    #expect(hierarchy.stack(ofTab: "mail").count == 3)
    try navigator.update { try $0.push("about") }
    let about = navigator.state.topScreen.id
    #expect(
      hierarchy.showPendingSteps(of: navigator) == [
        [.push(level: 0, screen: about, animated: true)]
      ])

    try navigator.update { try $0.selectTab("mail") }
    hierarchy.showPendingSteps(of: navigator)
    #expect(hierarchy.split?.columns.secondary.last == message)
    #expect(hierarchy.shows(UIKitNavigationProjection(navigator.state)))
  }
}
