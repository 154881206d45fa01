import CoordinatorKit
import Foundation
import Testing

@Suite("Tabs added, removed, moved and badged by a request")
struct TabSetTests {
  private func threeTabs(selected: TabID = "inbox") throws -> NavigationState<String> {
    try NavigationState(
      tabs: [
        Tab("inbox", root: "inbox"), Tab("search", root: "search"),
        Tab("settings", root: "settings"),
      ], selected: selected)
  }

  @Test func aTabIsInsertedWhereAskedNotSelectedWithItsLabel() throws {
    var state = try threeTabs(selected: "search")
    try state.push("results", inTab: "search")
    try state.insertTab(
      Tab("drafts", symbol: "doc", badge: "2", section: "Mail", root: "drafts"), at: 1)
    #expect(state.tabs == ["inbox", "drafts", "search", "settings"])
    #expect(state.selectedTab == "search", "the selection stays")
    #expect(state.baseStack.map(\.route) == ["search", "results"])
    #expect(state.tabItems[1] == TabItem("drafts", symbol: "doc", badge: "2", section: "Mail"))
    try state.insertTab(Tab("trash", root: "trash"))
    #expect(state.tabs.last == "trash", "no position: after the last tab")
  }

  @Test func aBadInsertionThrowsAndChangesNothing() throws {
    var state = try threeTabs()
    let before = state
    #expect(throws: NavigationError.duplicateTab("search")) {
      try state.insertTab(Tab("search", root: "other"))
    }
    #expect(throws: NavigationError.self) { try state.insertTab(Tab("x", root: "x"), at: 4) }
    #expect(throws: NavigationError.self) { try state.insertTab(Tab("x", stack: [])) }
    let shown = try #require(state.stack(ofTab: "search").first)
    #expect(throws: NavigationError.duplicateScreenID(shown.id)) {
      try state.insertTab(Tab("copy", stack: [shown]))
    }
    var single = NavigationState(root: "home")
    #expect(throws: NavigationError.self) { try single.insertTab(Tab("x", root: "x")) }
    #expect(state == before)
  }

  @Test func removingATabThatIsNotSelectedKeepsTheSelectionAndWhatIsPresented() throws {
    var state = try threeTabs(selected: "settings")
    try state.push("inbox/1", inTab: "inbox")
    try state.present("sheet", as: .sheet)
    let outcome = try state.removeTab("inbox")
    #expect(outcome.removedScreens.map(\.route) == ["inbox", "inbox/1"])
    #expect(state.tabs == ["search", "settings"])
    #expect(state.selectedTab == "settings")
    #expect(state.topScreen.route == "sheet")
  }

  @Test func removingTheSelectedTabSelectsTheNextOrThePreviousAndDismissesItsLayers() throws {
    var state = try threeTabs(selected: "search")
    try state.push("results", inTab: "search")
    try state.present("filter", as: .sheet)
    let outcome = try state.removeTab("search")
    #expect(outcome.removedScreens.map(\.route) == ["search", "results", "filter"])
    #expect(state.selectedTab == "settings", "the tab after it")
    #expect(state.modalDepth == 0)
    #expect(state.baseStack.map(\.route) == ["settings"])
    try state.removeTab("settings")
    #expect(state.selectedTab == "inbox", "the last tab: the one before it")
    #expect(state.tabs == ["inbox"])
  }

  @Test func theLastTabAndAnUnknownTabAreRefusedAndNothingChanges() throws {
    var state = try NavigationState(tabs: [Tab("inbox", root: "inbox")], selected: "inbox")
    let before = state
    #expect(throws: NavigationError.lastTab("inbox")) { try state.removeTab("inbox") }
    #expect(throws: NavigationError.unknownTab("x", tabs: ["inbox"])) { try state.removeTab("x") }
    #expect(state == before)
  }

  @Test func theSelectedTabIsNotRemovedUnderAnAlert() throws {
    var state = try threeTabs()
    try state.showAlert(AlertState(title: "Sure?", actions: [AlertAction("OK")]))
    let before = state
    #expect(throws: NavigationError.alertIsShowing(title: "Sure?")) {
      try state.removeTab("inbox")
    }
    #expect(state == before)
  }

  @Test func movingATabKeepsItsStackAndTheSelection() throws {
    var state = try threeTabs(selected: "search")
    try state.push("inbox/1", inTab: "inbox")
    try state.moveTab("inbox", to: 2)
    #expect(state.tabs == ["search", "settings", "inbox"])
    #expect(state.selectedTab == "search")
    #expect(try state.stack(ofTab: "inbox").map(\.route) == ["inbox", "inbox/1"])
    let before = state
    #expect(throws: NavigationError.self) { try state.moveTab("inbox", to: 3) }
    #expect(throws: NavigationError.self) { try state.moveTab("x", to: 0) }
    #expect(state == before)
  }

  @Test func aBadgeIsSetClearedAndRefusedForAnUnknownTab() throws {
    var state = try threeTabs()
    try state.setBadge("3", ofTab: "inbox")
    #expect(state.tabItems[0].badge == "3")
    #expect(state.tabStacks[0].badge == "3")
    try state.setBadge(nil, ofTab: "inbox")
    #expect(state.tabItems[0].badge == nil)
    let before = state
    #expect(throws: NavigationError.unknownTab("x", tabs: ["inbox", "search", "settings"])) {
      try state.setBadge("1", ofTab: "x")
    }
    #expect(state == before)
  }

  @Test func badgesSectionsAndTheSearchRoleAreSavedAndRestored() throws {
    var state = try NavigationState(
      tabs: [
        Tab("inbox", section: "Mail", root: "inbox"),
        Tab("search", isSearch: true, root: "search"),
      ], selected: "search")
    try state.setBadge("12", ofTab: "inbox")
    let decoded = try JSONDecoder().decode(
      NavigationState<String>.self, from: JSONEncoder().encode(state))
    #expect(decoded == state)
    #expect(decoded.tabItems == state.tabItems)
    #expect(decoded.tabItems[1].isSearch)
    let tab = state.tabStacks[0]
    #expect(try JSONDecoder().decode(Tab<String>.self, from: JSONEncoder().encode(tab)) == tab)
  }

  @Test func aStateSavedBeforeBadgesReadsWithoutThem() throws {
    let json = #"""
      {"root":{"id":"00000000-0000-0000-0000-000000000001","route":"inbox"},"path":[],
       "tabs":[{"id":"inbox","title":"Inbox"},
               {"id":"search","stack":[{"id":"00000000-0000-0000-0000-000000000002","route":"search"}]}],
       "selectedTab":"inbox"}
      """#
    let state = try JSONDecoder().decode(NavigationState<String>.self, from: Data(json.utf8))
    #expect(state.tabItems == [TabItem("inbox", title: "Inbox"), TabItem("search")])
    #expect(state.tabItems.allSatisfy { $0.badge == nil && $0.section == nil && !$0.isSearch })
  }

  @Test func aTabChangeAroundTheSelectedTabKeepsWhatIsPresentedAndRebuildsOnlyTheTabs() throws {
    var start = try threeTabs()
    try start.present("compose", as: .sheet)
    for change in [
      { (state: inout NavigationState<String>) in try state.insertTab(Tab("new", root: "new")) },
      { try $0.removeTab("search") }, { try $0.moveTab("settings", to: 0) },
      { try $0.setBadge("1", ofTab: "search") },
    ] as [(inout NavigationState<String>) throws -> Void] {
      var target = start
      try change(&target)
      let plan = TransitionPlan(from: start, to: target, capabilities: .oneAtATime)
      #expect(plan.map(\.action) == [.replaceTabs])
      #expect(plan.last?.state == target)
    }
    var target = start
    try target.removeTab("inbox")
    let plan = TransitionPlan(from: start, to: target, capabilities: .oneAtATime)
    #expect(plan.map(\.action) == [.dismiss(layers: 1), .replaceTabs])
    #expect(plan.last?.state == target)
  }
}
