import CoordinatorKit
import NavigationTestSupport
import Testing

@testable import CoordinatorKitSwiftUI

/// A base stack laid out as a `NavigationSplitView`: which screen each column shows, which column
/// is on top when collapsed, what SwiftUI's writes to the detail path and to
/// `preferredCompactColumn` mean, and when a step that changes the columns completes.
@MainActor
@Suite("SwiftUI split projection")
struct SwiftUISplitProjectionTests {
  private typealias Columns = SwiftUISplitProjection

  /// A navigator showing `notation` with its base stack laid out as `layout`, every step shown.
  private func splitNavigator(_ notation: String, _ layout: SplitLayout) throws -> Navigator<
    String
  > {
    let navigator = try attachedNavigator(notation, capabilities: .swiftUI)
    try navigator.update { $0.setSplitLayout(layout) }
    showAllSteps(navigator)
    return navigator
  }

  /// The columns of the base level of what `navigator` displays.
  private func columns(_ navigator: Navigator<String>) throws -> Columns {
    try #require(
      SwiftUINavigationProjection(navigator.hosting.displayedState).levels[0].splitColumns)
  }

  // MARK: Columns

  @Test func twoColumnsShowTheSidebarAndTheDetailStackWithNoneOneOrSeveralScreens() {
    let root = screenID("root")
    let none = Columns(layout: .twoColumns, root: root, path: [])
    #expect(none.sidebar == root && none.content == nil && none.detail.isEmpty)
    #expect(none.detailRoot == nil && none.detailPath.isEmpty && none.compactColumn == .sidebar)
    #expect(none.placeholderStandsFor == root)

    let one = Columns(layout: .twoColumns, root: root, path: screenIDs("2"))
    #expect(one.content == nil && one.detailRoot == screenID("2") && one.detailPath.isEmpty)
    #expect(one.compactColumn == .detail)

    let several = Columns(layout: .twoColumns, root: root, path: screenIDs("2", "3", "4"))
    #expect(several.detailRoot == screenID("2") && several.detailPath == screenIDs("3", "4"))
    #expect(several.path == screenIDs("2", "3", "4") && several.compactColumn == .detail)
  }

  @Test func threeColumnsPutTheNextScreenInTheContentColumn() {
    let root = screenID("root")
    let none = Columns(layout: .threeColumns, root: root, path: [])
    #expect(none.content == nil && none.detail.isEmpty && none.compactColumn == .sidebar)

    let content = Columns(layout: .threeColumns, root: root, path: screenIDs("2"))
    #expect(content.content == screenID("2") && content.detailRoot == nil)
    #expect(content.compactColumn == .content && content.placeholderStandsFor == screenID("2"))

    let one = Columns(layout: .threeColumns, root: root, path: screenIDs("2", "3"))
    #expect(one.content == screenID("2") && one.detailRoot == screenID("3"))
    #expect(one.detailPath.isEmpty && one.compactColumn == .detail)

    let several = Columns(layout: .threeColumns, root: root, path: screenIDs("2", "3", "4", "5"))
    #expect(several.detailRoot == screenID("3") && several.detailPath == screenIDs("4", "5"))
    #expect(several.path == screenIDs("2", "3", "4", "5"))
  }

  /// The host's columns are the engine's (`NavigationState.splitColumns`), screen for screen, for
  /// every layout and depth; a stack without a layout is no split view.
  @Test func theColumnsAreTheEnginesSplitColumns() throws {
    for layout in SplitLayout.allCases {
      for notation in ["", "P2", "P2,P3", "P2,P3,P4,P5"] {
        var state = try state(notation)
        state.setSplitLayout(layout)
        let engine = try #require(state.splitColumns)
        let host = try #require(SwiftUINavigationProjection(state).levels[0].splitColumns)
        #expect(host.layout == layout && host.sidebar == engine.sidebar.id)
        #expect(host.content == engine.content?.id, "\(layout) [\(notation)]")
        #expect(host.detail == engine.detail.map(\.id), "\(layout) [\(notation)]")
      }
    }
    #expect(SwiftUINavigationProjection(try state("P2,P3")).levels[0].splitColumns == nil)
    // Layers above a split base stack are plain stacks.
    var presented = try state("P2,S3,P4")
    presented.setSplitLayout(.twoColumns)
    let levels = SwiftUINavigationProjection(presented).levels
    #expect(levels[0].splitColumns?.detail == screenIDs("2") && levels[1].splitColumns == nil)
  }

  // MARK: What SwiftUI writes

  /// Collapsed, the user's back from the detail (or content) column makes SwiftUI set
  /// `preferredCompactColumn` to the column now on top: the user went back to its screen.
  @Test func aCompactBackWriteIsReportedAsWentBackToTheColumnsScreen() throws {
    let two = try splitNavigator("P2,P3", .twoColumns)
    let rendered = try columns(two)
    #expect(rendered.compactColumn == .detail)
    let toSidebar = SwiftUIBindingWrite.compactColumn(
      level: 0, rendered: rendered, written: .sidebar)
    let event = SwiftUINavigationProjection(two.hosting.displayedState).userNavigation(
      for: toSidebar)
    #expect(event == .wentBack(to: screenID("root")))
    try report(event, to: two)
    #expect(notation(two.state) == "[]" && two.state.splitLayout == .twoColumns)

    let three = try splitNavigator("P2,P3,P4", .threeColumns)
    let renderedThree = try columns(three)
    let toContent = SwiftUIBindingWrite.compactColumn(
      level: 0, rendered: renderedThree, written: .content)
    let contentEvent = SwiftUINavigationProjection(three.hosting.displayedState).userNavigation(
      for: toContent)
    #expect(contentEvent == .wentBack(to: screenID("2")))
    try report(contentEvent, to: three)
    #expect(notation(three.state) == "[P2]")
    let atContent = try columns(three)
    #expect(atContent.compactColumn == .content)
    let back = SwiftUIBindingWrite.compactColumn(level: 0, rendered: atContent, written: .sidebar)
    let sidebarEvent = SwiftUINavigationProjection(three.hosting.displayedState).userNavigation(
      for: back)
    #expect(sidebarEvent == .wentBack(to: screenID("root")))
    try report(sidebarEvent, to: three)
    #expect(notation(three.state) == "[]")
  }

  /// SwiftUI writing the column it was rendered with, a column the layout lacks, a deeper
  /// column, or a column after the engine changed the columns: echoes, never reported.
  @Test func anEchoOfTheCompactColumnIsNotReported() throws {
    let navigator = try splitNavigator("P2,P3", .twoColumns)
    let rendered = try columns(navigator)
    let now = SwiftUINavigationProjection(navigator.hosting.displayedState)
    for written in [Columns.Column.detail, .content] {
      let write = SwiftUIBindingWrite.compactColumn(level: 0, rendered: rendered, written: written)
      #expect(now.userNavigation(for: write) == nil, "\(written)")
    }
    let atSidebar = Columns(layout: .twoColumns, root: screenID("root"), path: [])
    let forward = SwiftUIBindingWrite.compactColumn(level: 0, rendered: atSidebar, written: .detail)
    #expect(now.userNavigation(for: forward) == nil)

    // The engine went back to the sidebar itself: SwiftUI's late write of the binding rendered
    // before is the echo of that change.
    try navigator.update { try $0.popToRoot() }
    let late = SwiftUIBindingWrite.compactColumn(level: 0, rendered: rendered, written: .sidebar)
    let during = SwiftUINavigationProjection(navigator.hosting.displayedState)
    #expect(during.userNavigation(for: late) == nil)
    try report(during.userNavigation(for: late), to: navigator)
    #expect(notation(navigator.state) == "[]")

    // The engine selected another detail meanwhile: the write must not remove it.
    let selected = try splitNavigator("P2", .twoColumns)
    let before = try columns(selected)
    try selected.update { try $0.replacePushes(after: screenID("root"), with: ["5"]) }
    showAllSteps(selected)
    let stale = SwiftUIBindingWrite.compactColumn(level: 0, rendered: before, written: .sidebar)
    #expect(
      SwiftUINavigationProjection(selected.hosting.displayedState).userNavigation(for: stale)
        == nil)

    // A sheet over the split view: the columns are not the level the user goes back in.
    let covered = try splitNavigator("P2,S3", .twoColumns)
    let under = try columns(covered)
    let write = SwiftUIBindingWrite.compactColumn(level: 0, rendered: under, written: .sidebar)
    #expect(
      SwiftUINavigationProjection(covered.hosting.displayedState).userNavigation(for: write) == nil)
  }

  /// The detail column's `NavigationStack` pops as the base level's stack does: its path write
  /// is the level's path with the leading columns and the detail root before it.
  @Test func aBackInTheDetailColumnIsReportedAsTodaysBack() throws {
    let navigator = try splitNavigator("P2,P3,P4,P5", .threeColumns)
    let rendered = try columns(navigator)
    #expect(rendered.detailRoot == screenID("3") && rendered.detailPath == screenIDs("4", "5"))
    let now = SwiftUINavigationProjection(navigator.hosting.displayedState)
    let one = SwiftUIBindingWrite.detailPath(level: 0, rendered: rendered, written: screenIDs("4"))
    #expect(now.userNavigation(for: one) == .wentBack(to: screenID("4")))
    let toRoot = SwiftUIBindingWrite.detailPath(level: 0, rendered: rendered, written: [])
    #expect(now.userNavigation(for: toRoot) == .wentBack(to: screenID("3")))
    let same = SwiftUIBindingWrite.detailPath(
      level: 0, rendered: rendered, written: rendered.detailPath)
    #expect(now.userNavigation(for: same) == nil)
    try report(now.userNavigation(for: toRoot), to: navigator)
    #expect(notation(navigator.state) == "[P2,P3]")
    // The same write again, on the binding rendered before: an echo now.
    let after = SwiftUINavigationProjection(navigator.hosting.displayedState)
    #expect(after.userNavigation(for: toRoot) == nil)
  }

  // MARK: Tabs

  @Test func onlyTheTabWhoseStackHasALayoutIsASplitView() throws {
    var state = try NavigationState<String>(
      tabs: [
        Tab(
          "mail", stack: [NavigationScreen("mailboxes", id: screenID("mailboxes"))],
          split: .twoColumns),
        Tab("search", stack: [NavigationScreen("search", id: screenID("search"))]),
        Tab(
          "notes", stack: [NavigationScreen("notes", id: screenID("notes"))], split: .threeColumns),
      ],
      selected: "search")
    var tabs = SwiftUITabsProjection(state)
    #expect(tabs.tabs.map(\.split) == [.twoColumns, nil, .threeColumns])
    #expect(
      tabs.tabs.map { $0.splitColumns?.sidebar } == [screenID("mailboxes"), nil, screenID("notes")])
    // The selected tab is level 0, and a plain stack there.
    #expect(SwiftUINavigationProjection(state).levels[0].splitColumns == nil)

    try state.selectTab("mail")
    try state.replacePushes(after: screenID("mailboxes"), with: ["message"])
    tabs = SwiftUITabsProjection(state)
    let mail = try #require(tabs.tabs[0].splitColumns)
    #expect(mail.detail.count == 1 && mail.compactColumn == .detail)
    #expect(SwiftUINavigationProjection(state).levels[0].splitColumns == mail)

    // The projection cache keeps each tab's layout when it brings the selected tab up to date.
    var cache = SwiftUIProjectionCache<String>()
    _ = cache.tabs(of: state)
    try state.push("attachment")
    let cached = cache.tabs(of: state)
    #expect(cached == SwiftUITabsProjection(state))
    #expect(cached.tabs[0].splitColumns?.detail.count == 2)
  }

  // MARK: Completion

  /// A sidebar selection is one change the engine plans into base-stack steps; each completes on
  /// the appearance of the new top screen, which is the root of the detail column's stack (the
  /// host identifies that stack by its root, so the new root's `onAppear` comes in either
  /// width). A step that empties the detail completes on the appearance of the leading screen
  /// revealed, which an expanded host reports from the placeholder's appearance. A layout
  /// change is an update in place and completes at once.
  @Test func stepsThatChangeTheDetailCompleteOnAppearances() throws {
    let navigator = try splitNavigator("P2,P3", .twoColumns)
    let strategy = SwiftUICompletionStrategy.standard
    try navigator.update { try $0.replacePushes(after: screenID("root"), with: ["5"]) }
    var completions: [SwiftUIStepCompletion] = []
    while let step = navigator.hosting.currentStep {
      let completion = SwiftUIStepCompletion(of: step, from: navigator.hosting.shownState)
      completions.append(completion)
      let columns = try #require(SwiftUINavigationProjection(step.state).levels[0].splitColumns)
      let shown = columns.detailRoot ?? columns.placeholderStandsFor
      if columns.detailPath.isEmpty {
        #expect(completion == .appearance(of: shown), "\(step.action)")
        #expect(strategy.isMet(completion, by: .appeared(shown)))
      }
      navigator.hostDidShow(step.id)
    }
    #expect(!completions.isEmpty && !completions.contains(.immediately))
    #expect(notation(navigator.state) == "[P5]")

    // The app clears the selection: the detail empties, the sidebar's placeholder stands for it.
    try navigator.update { try $0.popToRoot() }
    let cleared = try #require(navigator.hosting.currentStep)
    let completion = SwiftUIStepCompletion(of: cleared, from: navigator.hosting.shownState)
    let columns = try #require(
      SwiftUINavigationProjection(cleared.state).levels[0].splitColumns)
    #expect(columns.detailRoot == nil)
    #expect(completion == .appearance(of: columns.placeholderStandsFor))
    #expect(strategy.isMet(completion, by: .appeared(columns.placeholderStandsFor)))
    navigator.hostDidShow(cleared.id)

    try navigator.update { $0.setSplitLayout(.threeColumns) }
    let relayout = try #require(navigator.hosting.currentStep)
    #expect(relayout.action == .updateInPlace)
    #expect(
      SwiftUIStepCompletion(of: relayout, from: navigator.hosting.shownState) == .immediately)
  }
}
