import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

/// A split view is the base stack read as columns: the sidebar is its root, a three-column
/// layout's content column the next screen, and the rest the detail's stack. Hosts lay the one
/// stack out side by side or collapsed, so nothing is lost between the two forms; a sidebar
/// selection is one change that replaces the screens after the sidebar.
@MainActor
@Suite("Split views")
struct SplitViewTests {
  @Test func aSplitStackReadsAsColumnsAndASelectionReplacesTheDetail() throws {
    var state = NavigationState(root: "mailboxes")
    state.setSplitLayout(.twoColumns)
    #expect(state.splitLayout == .twoColumns)
    var columns = try #require(state.splitColumns)
    #expect(columns.sidebar.route == "mailboxes" && columns.detail.isEmpty)
    #expect(columns.content == nil && columns.leading.map(\.route) == ["mailboxes"])
    #expect(state.treeDescription.components(separatedBy: "\n")[0] == "stack (twoColumns)")

    // A selection in the sidebar: the detail column shows `message(1)`, then `message(2)`.
    let sidebar = state.root.id
    try state.replacePushes(after: sidebar, with: ["message(1)"])
    try state.push("attachment")
    #expect(state.splitColumns?.detail.map(\.route) == ["message(1)", "attachment"])
    let before = state
    try state.replacePushes(after: sidebar, with: ["message(2)"])
    columns = try #require(state.splitColumns)
    #expect(columns.detail.map(\.route) == ["message(2)"])
    // Collapsed, the same state is one stack: the sidebar, then the detail pushed on it.
    #expect(state.baseStack.map(\.route) == ["mailboxes", "message(2)"])
    let plan = TransitionPlan(from: before, to: state, capabilities: .oneAtATime)
    #expect(plan.last?.state == state)

    // Laid out again as one stack: no screen moves, hosts update in place.
    let split = state
    state.setSplitLayout(nil)
    #expect(state.splitColumns == nil && state != split)
    #expect(state.screens.map(\.id) == split.screens.map(\.id))
    let relayout = TransitionPlan(from: split, to: state, capabilities: .oneAtATime)
    #expect(relayout.map(\.action) == [.updateInPlace])
  }

  @Test func threeColumnsHaveAContentColumnBetweenTheSidebarAndTheDetail() throws {
    var state = NavigationState(root: "mailboxes")
    state.setSplitLayout(.threeColumns)
    try state.replacePushes(after: state.root.id, with: ["inbox"])
    let content = state.topScreen.id
    try state.replacePushes(after: content, with: ["message(1)"])
    var columns = try #require(state.splitColumns)
    #expect(columns.leading.map(\.route) == ["mailboxes", "inbox"])
    #expect(columns.content?.route == "inbox" && columns.detail.map(\.route) == ["message(1)"])

    // Another mailbox clears the detail: nothing is selected in the new content column yet.
    try state.replacePushes(after: state.root.id, with: ["archive"])
    columns = try #require(state.splitColumns)
    #expect(columns.content?.route == "archive" && columns.detail.isEmpty)
  }

  @Test func aGuardedDetailRefusesASelectionThatWouldReplaceIt() throws {
    var start = NavigationState(root: "notes")
    start.setSplitLayout(.twoColumns)
    try start.push("note(1)")
    let navigator = Navigator(start)
    let note = navigator.state.topScreen.id
    try navigator.update { try $0.setLeaveGuard(true, for: note) }
    let before = navigator.state
    #expect(throws: NavigationError.leaveGuarded(screens: [note])) {
      try navigator.update { try $0.replacePushes(after: $0.root.id, with: ["note(2)"]) }
    }
    #expect(navigator.state == before)
  }

  /// A host's width changes only the back gesture: collapsed, back from the detail's first
  /// screen goes to the sidebar; side by side, that screen has no back, as on a wide iPad.
  @Test func theDetailsFirstScreenHasABackOnlyCollapsed() throws {
    var start = NavigationState(root: "mailboxes")
    start.setSplitLayout(.twoColumns)
    try start.push("message(1)")
    let navigator = Navigator(start)
    let host = HeadlessHost(navigator: navigator)
    host.showsSplitViewsCollapsed = false
    #expect(
      throws: NavigationError.gestureDoesNotApply(
        reason: "the split view shows its columns side by side, and the first screen of a "
          + "column has no back")
    ) {
      try host.swipeBack()
    }
    try navigator.update { try $0.push("attachment") }
    try host.swipeBack()
    #expect(navigator.state.baseStack.map(\.route) == ["mailboxes", "message(1)"])

    host.showsSplitViewsCollapsed = true
    try host.swipeBack()
    #expect(navigator.state.baseStack.map(\.route) == ["mailboxes"])
    #expect(navigator.lastChange?.cause == .user(.wentBack(to: navigator.state.root.id)))
  }

  @Test func eachTabHasItsOwnLayoutWhichSwitchingTabsKeeps() throws {
    var state = try NavigationState<String>(
      tabs: [Tab("inbox", root: "messages", split: .twoColumns), Tab("account", root: "account")],
      selected: "inbox")
    #expect(state.splitLayout == .twoColumns)
    try state.selectTab("account")
    #expect(state.splitLayout == nil && state.splitColumns == nil)
    #expect(try state.splitLayout(ofTab: "inbox") == .twoColumns)
    #expect(state.tabStacks.map(\.split) == [.twoColumns, nil])
    #expect(
      state.treeDescription.components(separatedBy: "\n").first == "tab inbox (twoColumns)")

    let before = state
    try state.setSplitLayout(.threeColumns, ofTab: "inbox")
    #expect(state.tabStacks.map(\.split) == [.threeColumns, nil] && state != before)
    let plan = TransitionPlan(from: before, to: state, capabilities: .oneAtATime)
    #expect(plan.map(\.action) == [.replaceTabs])
    try state.selectTab("inbox")
    #expect(state.splitLayout == .threeColumns)

    let unchanged = state
    #expect(throws: NavigationError.unknownTab("search", tabs: ["inbox", "account"])) {
      try state.setSplitLayout(.twoColumns, ofTab: "search")
    }
    #expect(state == unchanged)
  }

  @Test func aSavedStateKeepsEveryLayoutAndAnUnknownOneIsRefused() throws {
    var state = try NavigationState<String>(
      tabs: [Tab("inbox", root: "messages", split: .twoColumns), Tab("notes", root: "notes")],
      selected: "notes")
    state.setSplitLayout(.threeColumns)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let saved = String(decoding: try encoder.encode(state), as: UTF8.self)
    #expect(saved.contains(#""split":"threeColumns""#) && saved.contains(#""split":"twoColumns""#))
    let decoded = try JSONDecoder().decode(NavigationState<String>.self, from: Data(saved.utf8))
    #expect(decoded == state)
    #expect(decoded.tabStacks.map(\.split) == [.twoColumns, .threeColumns])

    // A state saved as one stack (or before split views) has no "split" and reads as one.
    let plain = String(decoding: try encoder.encode(NavigationState(root: "notes")), as: UTF8.self)
    #expect(!plain.contains("split"))

    let unknown = saved.replacingOccurrences(of: "threeColumns", with: "fourColumns")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState<String>.self, from: Data(unknown.utf8))
    }
  }

  @Test func theLayoutSurvivesChangesToTheRoot() throws {
    var state = NavigationState(root: "mailboxes")
    state.setSplitLayout(.twoColumns)
    try state.push("message(1)")
    try state.updateRoute(of: state.root.id, to: "folders")
    #expect(state.splitLayout == .twoColumns && state.root.route == "folders")
    var tabbed = try NavigationState<String>(
      tabs: [Tab("inbox", root: "messages", split: .twoColumns), Tab("notes", root: "notes")],
      selected: "notes")
    try tabbed.replaceStack(ofTab: "inbox", with: [NavigationScreen("messages")])
    #expect(try tabbed.splitLayout(ofTab: "inbox") == .twoColumns)
    try tabbed.selectTab("inbox")
    try tabbed.replaceStack(ofTab: "inbox", with: [NavigationScreen("other")])
    #expect(tabbed.splitLayout == .twoColumns)
  }

  /// A sidebar that starts a flow per selection: the new flow's first screen replaces the old
  /// flow's screens in one change, the old flow stops, and a guarded screen refuses the whole
  /// selection, leaving the old flow running and the new one not kept.
  @Test func aSidebarSelectionStartsTheNextColumnsFlowInOneChange() throws {
    let navigator = Navigator(root: "start")
    let sidebar = ColumnFlow("mailboxes", navigator: navigator)
    try sidebar.startAsRoot()
    try navigator.update { $0.setSplitLayout(.threeColumns) }
    let inbox = ColumnFlow("inbox", navigator: navigator)
    try sidebar.resetFlow(coordinatingTo: inbox)
    try inbox.show("message(1)")
    #expect(navigator.state.splitColumns?.content?.owner == inbox.identifier)

    var changes = 0
    let observation = navigator.observeChanges { _ in changes += 1 }
    let archive = ColumnFlow("archive", navigator: navigator)
    try sidebar.resetFlow(coordinatingTo: archive)
    let columns = try #require(navigator.state.splitColumns)
    #expect(columns.content?.route == "archive" && columns.content?.owner == archive.identifier)
    #expect(columns.detail.isEmpty && navigator.state.splitLayout == .threeColumns)
    #expect(changes == 1 && !inbox.isRunning && archive.isRunning)
    #expect(sidebar.children.map(\.identifier) == [archive.identifier])

    let message = try archive.show("message(4)")
    try navigator.update { try $0.setLeaveGuard(true, for: message) }
    let before = navigator.state
    let changesBefore = changes
    let sent = ColumnFlow("sent", navigator: navigator)
    #expect(throws: NavigationError.leaveGuarded(screens: [message])) {
      try sidebar.resetFlow(coordinatingTo: sent)
    }
    #expect(navigator.state == before && changes == changesBefore)
    #expect(archive.isRunning && !sent.isRunning)
    #expect(sidebar.children.map(\.identifier) == [archive.identifier])
    _ = observation
  }
}

/// A flow that shows `first` when it starts: one column's coordinator.
@MainActor
private final class ColumnFlow: Flow<String> {
  let first: String

  init(_ first: String, navigator: Navigator<String>) {
    self.first = first
    super.init(navigator: navigator, identifier: CoordinatorID(first))
  }

  func start() throws(NavigationError) {
    try show(first)
  }
}
