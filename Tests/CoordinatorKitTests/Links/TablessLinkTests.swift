import CoordinatorKit
import Testing

/// A target that names no tab, in a tabbed state, goes to the tab whose flows lead there.
@MainActor
@Suite("Links find their tab")
struct TablessLinkTests {
  @Test func aLinkWithoutATabOpenedFromAnotherTabReachesTheTabThatLeadsThereInOneChange()
    async throws
  {
    let app = try TabBarCoordinator.inboxAndSearch()
    let navigator = app.navigator
    try app.flow("inbox")?.show("inbox/m1")
    try navigator.present("inbox/compose", as: .sheet)  // over the tabs: goes with the change
    var changes: [NavigationChange<String>] = []
    let observation = navigator.observeChanges { changes.append($0) }

    try await navigator.open(NavigationTarget().pushing("search/results"))
    withExtendedLifetime(observation) {}
    #expect(changes.count == 1, "the tab selected and the screen shown as one change")
    #expect(navigator.state.selectedTab == "search")
    #expect(navigator.state.baseStack.map(\.route) == ["search", "search/results"])
    #expect(navigator.state.baseStack.last?.owner == app.flow("search")?.identifier)
    #expect(navigator.state.modalDepth == 0)
    #expect(
      try navigator.state.stack(ofTab: "inbox").map(\.route) == ["inbox", "inbox/m1"],
      "the tab left keeps its stack")
  }

  @Test func theSelectedTabIsTriedFirst() async throws {
    let app = try TabBarCoordinator.inboxAndSearch(selected: "search")
    try await app.navigator.open(NavigationTarget().pushing("search/results"))
    #expect(app.navigator.state.selectedTab == "search")
    try await app.navigator.open(NavigationTarget().pushing("inbox/m1"))
    #expect(app.navigator.state.selectedTab == "inbox")
    #expect(app.navigator.state.baseStack.map(\.route) == ["inbox", "inbox/m1"])
  }

  @Test func aLinkNoTabLeadsToChangesNothingAndIsTheSelectedTabsRefusal() async throws {
    let app = try TabBarCoordinator.inboxAndSearch(selected: "search")
    let navigator = app.navigator
    try app.flow("search")?.show("search/results")
    let before = navigator.state
    var changes = 0
    let observation = navigator.observeChanges { _ in changes += 1 }

    await #expect(
      throws: FollowError.refused(
        coordinator: "TabRootFlow", route: "mail/1", style: .push, after: "search/results",
        position: 2)
    ) {
      try await navigator.open(
        NavigationTarget([.init("search/results", style: .push), .init("mail/1", style: .push)]))
    }
    withExtendedLifetime(observation) {}
    #expect(navigator.state == before)
    #expect(changes == 0)
  }

  @Test func aRestoredTargetWithoutATabFindsItsTabToo() throws {
    let app = try TabBarCoordinator.inboxAndSearch()
    try app.navigator.restore(NavigationTarget().pushing("search/results"))
    #expect(app.navigator.state.selectedTab == "search")
    #expect(app.navigator.state.baseStack.map(\.route) == ["search", "search/results"])
  }

  @Test func aTargetThatNamesItsTabIsNotSentElsewhere() async throws {
    let app = try TabBarCoordinator.inboxAndSearch()
    await #expect(
      throws: FollowError.refused(
        coordinator: "TabRootFlow", route: "search/results", style: .push, after: "inbox",
        position: 1)
    ) {
      try await app.navigator.open(NavigationTarget(inTab: "inbox").pushing("search/results"))
    }
    #expect(app.navigator.state.selectedTab == "inbox")
  }
}
