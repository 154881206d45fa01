import CoordinatorKit
import CoordinatorKitUIKit
import Testing

/// The UIKit host's default tab bar item: the tab's title and its SF Symbol image, made again
/// only when the tab's label changes.
@MainActor
@Suite("UIKit tab bar items")
struct UIKitTabBarItemTests {
  @Test func anItemShowsTheTabsTitleAndSymbol() {
    let item = UIKitTabBarItem(TabItem("inbox", title: "Inbox", symbol: "tray"))
    #expect(item.title == "Inbox" && item.symbol == "tray")
    let plain = UIKitTabBarItem(TabItem("search"))
    #expect(plain.title == "search" && plain.symbol == nil, "the name, and no image")
    #expect(UIKitTabBarItem(TabItem("search", symbol: "")).symbol == nil, "an empty name is none")
  }

  @Test func aControllerGetsANewItemOnlyWhenItsLabelChanges() {
    let inbox = TabItem("inbox", title: "Inbox", symbol: "tray")
    #expect(UIKitTabBarItem.needsNewItem(shown: nil, now: inbox), "a new controller")
    #expect(!UIKitTabBarItem.needsNewItem(shown: inbox, now: inbox))
    #expect(UIKitTabBarItem.needsNewItem(shown: inbox, now: TabItem("inbox", title: "Mail")))
  }

  @Test func aBadgeIsTheItemsBadgeValueAndNeedsNoNewItem() {
    let inbox = TabItem("inbox", title: "Inbox", symbol: "tray")
    var badged = inbox
    badged.badge = "3"
    #expect(UIKitTabBarItem(badged).badge == "3")
    #expect(UIKitTabBarItem(inbox).badge == nil)
    badged.badge = ""
    #expect(UIKitTabBarItem(badged).badge == nil, "an empty badge is none, not an empty dot")
    badged.badge = "3"
    #expect(!UIKitTabBarItem.needsNewItem(shown: inbox, now: badged), "the item keeps its image")
    badged.title = "Mail"
    #expect(UIKitTabBarItem.needsNewItem(shown: inbox, now: badged))
  }

  @Test func theTabBarIsShownAgainWhenATabsLabelChanges() throws {
    let tabs = [Tab("inbox", title: "Inbox", root: "inbox"), Tab("search", root: "search")]
    let before = try NavigationState(tabs: tabs, selected: "inbox")
    var renamed = before.tabStacks
    renamed[0].symbol = "tray"
    let after = try NavigationState(tabs: renamed, selected: "inbox")
    let tabBar = try #require(UIKitNavigationProjection(after).tabBar)
    #expect(
      tabBar.tabs.map(\.item) == [
        TabItem("inbox", title: "Inbox", symbol: "tray"), TabItem("search"),
      ])
    #expect(UIKitNavigationProjection(before).tabBar != tabBar)
  }

  @Test func aChangeOfTheSelectedTabsLabelShowsTheTabsAgain() throws {
    let tabs = [Tab("inbox", title: "Inbox", root: "inbox"), Tab("search", root: "search")]
    let before = try NavigationState(tabs: tabs, selected: "inbox")
    var renamed = before.tabStacks
    renamed[0].title = "Mail"
    let after = try NavigationState(tabs: renamed, selected: "inbox")
    let calls = UIKitNavigationProjection(before).calls(
      toReach: UIKitNavigationProjection(after), animated: false)
    #expect(calls.count == 1)
    guard case .showTabs(let shown, let selectedIndex)? = calls.first else {
      Issue.record("expected showTabs, got \(calls)")
      return
    }
    #expect(shown.map(\.item.title) == ["Mail", "search"])
    #expect(selectedIndex == 0)
  }
}
