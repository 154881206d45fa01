import CoordinatorKit
import Foundation
import Testing

@Suite("A tab's title and symbol")
struct TabLabelTests {
  private let tabs = [
    Tab("inbox", title: "Inbox", symbol: "tray", root: "inbox"),
    Tab("search", root: "search"),
  ]

  @Test func aTabIsTitledByItsNameUnlessGivenATitle() throws {
    #expect(Tab("search", root: "search").title == "search")
    #expect(Tab("search", root: "search").symbol == nil)
    #expect(tabs[0].item == TabItem("inbox", title: "Inbox", symbol: "tray"))
    let state = try NavigationState(tabs: tabs, selected: "search")
    #expect(
      state.tabItems == [TabItem("inbox", title: "Inbox", symbol: "tray"), TabItem("search")])
    #expect(state.tabStacks.map(\.title) == ["Inbox", "search"])
    #expect(state.tabStacks.map(\.symbol) == ["tray", nil])
  }

  @Test func selectingATabKeepsTheLabels() throws {
    var state = try NavigationState(tabs: tabs, selected: "search")
    try state.selectTab("inbox")
    #expect(state.tabItems.map(\.title) == ["Inbox", "search"])
  }

  @Test func aTitleIsPartOfTheStateAndAChangeOfItRebuildsTheTabs() throws {
    let before = try NavigationState(tabs: tabs, selected: "inbox")
    var renamed = before.tabStacks  // the same screens, identities included
    renamed[1].title = "Find"
    let after = try NavigationState(tabs: renamed, selected: "inbox")
    #expect(before != after)
    #expect(before.hashValue != after.hashValue)
    let steps = TransitionPlan(from: before, to: after, capabilities: .oneAtATime)
    #expect(steps.map(\.action) == [.replaceTabs])
  }

  @Test func titlesAndSymbolsAreSavedAndRestored() throws {
    let state = try NavigationState(tabs: tabs, selected: "search")
    let decoded = try JSONDecoder().decode(
      NavigationState<String>.self, from: JSONEncoder().encode(state))
    #expect(decoded == state)
    #expect(decoded.tabItems == state.tabItems)
    let tab = try JSONDecoder().decode(Tab<String>.self, from: JSONEncoder().encode(tabs[0]))
    #expect(tab == tabs[0])
  }

  @Test func aStateSavedBeforeTabsHadTitlesReadsWithTheirNames() throws {
    let state = try NavigationState(tabs: tabs, selected: "search")
    var json = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(state)) as? [String: Any])
    let saved = try #require(json["tabs"] as? [[String: Any]])
    #expect(saved.first?["title"] as? String == "Inbox")
    json["tabs"] = saved.map { $0.filter { $0.key != "title" && $0.key != "symbol" } }
    let decoded = try JSONDecoder().decode(
      NavigationState<String>.self, from: JSONSerialization.data(withJSONObject: json))
    #expect(decoded.tabItems == [TabItem("inbox"), TabItem("search")])
    #expect(decoded.tabStacks.map { $0.stack.map(\.route) } == [["inbox"], ["search"]])
  }

  @Test func aTabSavedBeforeTabsHadTitlesReadsWithItsName() throws {
    var json = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(tabs[0])) as? [String: Any])
    json["title"] = nil
    json["symbol"] = nil
    let tab = try JSONDecoder().decode(
      Tab<String>.self, from: JSONSerialization.data(withJSONObject: json))
    #expect(tab.title == "inbox")
    #expect(tab.symbol == nil)
    #expect(tab.stack == tabs[0].stack)
  }
}
