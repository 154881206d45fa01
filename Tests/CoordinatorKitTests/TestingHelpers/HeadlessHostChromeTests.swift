import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// `HeadlessHost` says whether the tab bar shows, as the steps it has shown leave it: hidden
/// from a screen that hides it up to the top of the selected tab's stack, shown again once the
/// user goes back below it or selects another tab.
@MainActor
@Suite("Headless host chrome")
struct HeadlessHostChromeTests {
  @Test func theTabBarHidesWhileAHidingScreenOrOneAboveItIsOnTop() throws {
    let navigator = Navigator(
      try NavigationState(
        tabs: [Tab("inbox", root: "inbox"), Tab("search", root: "search")], selected: "inbox"))
    let host = HeadlessHost(navigator: navigator) { _ in () }
    #expect(host.isTabBarShown)
    try navigator.push("message", options: .hidingTabBar)
    #expect(!host.isTabBarShown)
    try navigator.push("attachment")
    #expect(!host.isTabBarShown, "a screen pushed after it keeps the tab bar hidden")
    try host.swipeBack()
    #expect(!host.isTabBarShown)
    try host.swipeBack()
    #expect(host.isTabBarShown)

    try navigator.push("message", options: .hidingTabBar)
    try host.tapTab("search")
    #expect(host.isTabBarShown, "the other tab's stack hides nothing")
    try host.tapTab("inbox")
    #expect(!host.isTabBarShown, "back in the tab, its reader still hides it")
    try navigator.update { try $0.present("compose", as: .sheet) }
    #expect(!host.isTabBarShown, "a sheet over the reader leaves the tab bar as it was")
  }

  @Test func aStateWithoutTabsShowsNoTabBar() throws {
    let navigator = Navigator(root: "inbox")
    let host = HeadlessHost(navigator: navigator) { _ in () }
    #expect(!host.isTabBarShown)
    try navigator.push("message", options: .hidingTabBar)
    #expect(!host.isTabBarShown)
  }
}
