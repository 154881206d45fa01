import CoordinatorKit
import CoordinatorKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

extension HostOnModel {
  /// Tabs added, removed, moved and badged at run time, drawn as iOS 18 `UITab`s (sections as
  /// groups, the search tab apart) and, when the app prefers them, as iOS 17's tab bar items.
  @MainActor
  @Suite struct TabSet {
    private func app(prefersTabSidebar: Bool) async throws -> (
      TabBarCoordinator<String>, ModelApp<String>, UITabBarController
    ) {
      UIKitModel.reset()
      let tabs = try TabBarCoordinator<String>(tabs: [
        TabFlow("inbox", title: "Inbox", symbol: "tray", root: "inbox") {
          RootOnlyFlow(navigator: $0)
        },
        TabFlow("search", isSearch: true, root: "search") { RootOnlyFlow(navigator: $0) },
        TabFlow("sent", section: "Mailboxes", root: "sent") { RootOnlyFlow(navigator: $0) },
      ])
      let host = NavigatorHost(navigator: tabs.navigator) { RouteController(screen: $0) }
      host.prefersTabSidebar = prefersTabSidebar
      let app = ModelApp(
        navigator: tabs.navigator, root: host.rootViewController, keeping: host,
        knownScreen: { ($0 as? RouteController)?.screen })
      await app.settle("the tabs")
      let tabBar = try #require(
        host.rootViewController.children.first as? UITabBarController)
      return (tabs, app, tabBar)
    }

    @Test func theTabsAreUITabsWithAGroupAndASearchTabAndFollowEveryChange() async throws {
      let (tabs, app, tabBar) = try await app(prefersTabSidebar: true)
      #expect(tabBar.mode == .tabSidebar)
      #expect(tabBar.tabs.map(\.title) == ["Inbox", "Mailboxes", "Search"])
      #expect(tabBar.tabs[1] is UITabGroup && tabBar.tabs[2] is UISearchTab)
      #expect((tabBar.tabs[1] as? UITabGroup)?.children.map(\.identifier) == ["sent"])

      try tabs.navigator.setBadge("7", ofTab: "inbox")
      await app.settle("a badge")
      #expect(tabBar.tabs[0].badgeValue == "7")

      try tabs.addTab(
        TabFlow("drafts", title: "Drafts", root: "drafts") { RootOnlyFlow(navigator: $0) },
        at: 1)
      await app.settle("a tab added")
      #expect(tabBar.tabs.map(\.title) == ["Inbox", "Drafts", "Mailboxes", "Search"])
      #expect(tabBar.tabs[0].badgeValue == "7", "the new tabs keep the badge")

      #expect(app.user.tapTab(1))
      await app.settle("the new tab tapped")
      #expect(tabs.navigator.state.selectedTab == "drafts")

      try tabs.navigator.removeTab("drafts")
      await app.settle("the selected tab removed")
      #expect(tabs.navigator.state.selectedTab == "search")
      #expect(tabBar.tabs.map(\.title) == ["Inbox", "Mailboxes", "Search"])
      #expect(tabs.children.count == 3, "the removed tab's flow stopped")
      #expect(app.problems().isEmpty, "\(app.problems())")
    }

    @Test func anAppThatPrefersTabBarItemsGetsThemWithBadgesAndChanges() async throws {
      let (tabs, app, tabBar) = try await app(prefersTabSidebar: false)
      try tabs.navigator.setBadge("2", ofTab: "sent")
      try tabs.navigator.moveTab("sent", to: 0)
      await app.settle("a badge and a move")
      #expect(tabBar.tabs.isEmpty, "the preference holds from the next change of the tabs")
      let controllers = tabBar.viewControllers ?? []
      #expect(controllers.map { $0.tabBarItem.title } == ["sent", "Inbox", "search"])
      #expect(controllers.first?.tabBarItem.badgeValue == "2")
      #expect(app.user.tapTab(2))
      await app.settle("a tab tapped")
      #expect(tabs.navigator.state.selectedTab == "search")
      #expect(app.problems().isEmpty, "\(app.problems())")
    }
  }
}
