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
}
