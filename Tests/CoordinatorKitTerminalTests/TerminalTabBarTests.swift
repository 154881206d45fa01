import CoordinatorKit
import CoordinatorKitTerminal
import TerminalToolkit
import Testing

@MainActor
@Suite("Terminal host: the tab bar")
struct TerminalTabBarTests {
  @Test func theTabBarShowsEachTabsTitleNotItsRootScreensTitle() throws {
    let navigator = Navigator(
      try NavigationState(
        tabs: [
          Tab("inbox", title: "Mail", symbol: "tray", root: "mailboxes"),
          Tab("search", root: "query"),
        ], selected: "inbox"))
    let host = TerminalHost(navigator: navigator) { TitledScreen($0.route) }
    let size = TerminalSize(columns: 60, rows: 12)
    _ = host.frame(size: size)
    let bar = try #require(host.plainText(size: size).split(separator: "\n").last)
    #expect(bar.contains("1 Mail"), "\(bar)")
    #expect(bar.contains("2 search"), "a tab without a title shows its name: \(bar)")
    #expect(!bar.contains("mailboxes") && !bar.contains("query"), "\(bar)")
  }

  @Test func theTabBarShowsABadgeAndATabAddedAtRunTime() throws {
    let navigator = Navigator(
      try NavigationState(
        tabs: [Tab("inbox", title: "Mail", root: "mailboxes")], selected: "inbox"))
    let host = TerminalHost(navigator: navigator) { TitledScreen($0.route) }
    let size = TerminalSize(columns: 60, rows: 12)
    _ = host.frame(size: size)
    try navigator.setBadge("3", ofTab: "inbox")
    try navigator.insertTab(Tab("drafts", title: "Drafts", root: "drafts"))
    _ = host.frame(size: size)
    let bar = try #require(host.plainText(size: size).split(separator: "\n").last)
    #expect(bar.contains("1 Mail (3)"), "\(bar)")
    #expect(bar.contains("2 Drafts"), "\(bar)")
  }

  @Test func aScreenThatHidesTheTabBarTakesItsLineAndItsDigitsUntilTheUserGoesBack() throws {
    let navigator = Navigator(
      try NavigationState(
        tabs: [Tab("inbox", title: "Mail", root: "mailboxes"), Tab("search", root: "query")],
        selected: "inbox"))
    let host = TerminalHost(navigator: navigator, animatesTransitions: false) {
      TitledScreen($0.route)
    }
    let size = TerminalSize(columns: 60, rows: 12)
    try navigator.push("reader", options: .hidingTabBar)
    _ = host.frame(size: size)
    let lines = host.plainText(size: size).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains { $0.contains("reader") }, "\(lines)")
    #expect(!lines.contains { $0.contains("1 Mail") }, "\(lines)")
    host.handle(.character("2"))
    #expect(navigator.state.selectedTab == "inbox", "no tab bar, no tab to select")

    try navigator.pop()
    _ = host.frame(size: size)
    #expect(host.plainText(size: size).contains("1 Mail"))
    host.handle(.character("2"))
    #expect(navigator.state.selectedTab == "search")
  }
}
