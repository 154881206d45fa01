import CoordinatorKit
import CoordinatorKitTesting
import Testing

@MainActor
@Suite("HeadlessHost: the tab bar it shows")
struct HeadlessHostTabBarTests {
  @Test func itShowsBadgesAndTabsAddedRemovedAndMovedOnceTheirStepIsShown() throws {
    let navigator = Navigator(
      try NavigationState(
        tabs: [Tab("inbox", root: "inbox"), Tab("search", isSearch: true, root: "search")],
        selected: "inbox"))
    let host = HeadlessHost(navigator: navigator)
    try navigator.setBadge("4", ofTab: "inbox")
    #expect(host.badge(ofTab: "inbox") == "4")
    try navigator.insertTab(Tab("drafts", section: "Mail", root: "drafts"), at: 1)
    #expect(host.tabBar.map(\.id) == ["inbox", "drafts", "search"])
    #expect(host.tabBar[1].section == "Mail" && host.tabBar[2].isSearch)
    try navigator.moveTab("search", to: 0)
    try navigator.removeTab("drafts")
    #expect(host.tabBar.map(\.id) == ["search", "inbox"])
    try navigator.setBadge(nil, ofTab: "inbox")
    #expect(host.badge(ofTab: "inbox") == nil)
  }

  @Test func aHostThatHoldsItsStepsShowsTheOldTabBarUntilItShowsTheStep() throws {
    let navigator = Navigator(
      try NavigationState(tabs: [Tab("inbox", root: "inbox")], selected: "inbox"))
    let host = HeadlessHost(navigator: navigator)
    host.showsStepsAutomatically = false
    try navigator.setBadge("1", ofTab: "inbox")
    #expect(host.badge(ofTab: "inbox") == nil)
    #expect(host.showNextStep())
    #expect(host.badge(ofTab: "inbox") == "1")
  }
}
