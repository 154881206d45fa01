import CoordinatorKit
import CoordinatorKitSwiftUI
import Testing

/// The default tab label a `NavigatorView` draws: `Label(title, systemImage: symbol)`, or
/// `Text(title)` without a symbol; and the labels its `TabView` is given.
@MainActor
@Suite("SwiftUI tab labels")
struct SwiftUITabLabelTests {
  @Test func aTabWithASymbolIsLabelledWithItsTitleAndSymbol() {
    #expect(
      SwiftUITabLabel(TabItem("inbox", title: "Inbox", symbol: "tray"))
        == .titleAndSymbol("Inbox", symbol: "tray"))
  }

  @Test func aTabWithoutASymbolIsLabelledWithItsTitleAlone() {
    #expect(SwiftUITabLabel(TabItem("inbox", title: "Inbox")) == .title("Inbox"))
    #expect(SwiftUITabLabel(TabItem("inbox")) == .title("inbox"), "the title defaults to the name")
    #expect(SwiftUITabLabel(TabItem("inbox", symbol: "")) == .title("inbox"), "no image is named")
  }

  @Test func theTabViewIsGivenEveryTabsLabel() throws {
    let navigator = Navigator(
      try NavigationState(
        tabs: [
          Tab("inbox", title: "Inbox", symbol: "tray", root: "inbox"),
          Tab("search", root: "search"),
        ], selected: "inbox"))
    navigator.attachHost(capabilities: .swiftUI)
    let tabs = SwiftUITabsProjection(navigator.hosting.displayedState)
    #expect(
      tabs.tabs.map(\.item) == [
        TabItem("inbox", title: "Inbox", symbol: "tray"), TabItem("search"),
      ])
    let slices = SwiftUIDisplaySlices<String>()
    slices.update(to: navigator.hosting.displayedState, currentStep: nil)
    #expect(slices.tabs.value.map(\.title) == ["Inbox", "search"])
  }

  @Test func aChangeOfTheSelectedTabsLabelReachesTheTabView() throws {
    let before = try NavigationState(
      tabs: [Tab("inbox", title: "Inbox", root: "inbox"), Tab("search", root: "search")],
      selected: "inbox")
    var renamed = before.tabStacks
    renamed[0].symbol = "tray"
    let after = try NavigationState(tabs: renamed, selected: "inbox")
    let slices = SwiftUIDisplaySlices<String>()
    slices.update(to: before, currentStep: nil)
    slices.update(to: after, currentStep: nil)
    #expect(slices.tabs.value.map(\.symbol) == ["tray", nil])
  }

  @Test func aBadgeIsDrawnUnlessItIsEmpty() {
    #expect(SwiftUITabLabel.badge(of: TabItem("inbox", badge: "12")) == "12")
    #expect(SwiftUITabLabel.badge(of: TabItem("inbox", badge: "")) == nil)
    #expect(SwiftUITabLabel.badge(of: TabItem("inbox")) == nil)
  }

  @Test func theTabViewFollowsATabAddedMovedRemovedAndBadged() throws {
    var state = try NavigationState(
      tabs: [Tab("inbox", root: "inbox"), Tab("search", root: "search")], selected: "inbox")
    let slices = SwiftUIDisplaySlices<String>()
    slices.update(to: state, currentStep: nil)
    try state.insertTab(Tab("drafts", badge: "1", root: "drafts"), at: 1)
    try state.push("search/results", inTab: "search")
    slices.update(to: state, currentStep: nil)
    #expect(slices.tabs.value.map(\.id) == ["inbox", "drafts", "search"])
    #expect(slices.tabs.value[1].badge == "1")
    #expect(slices.tab("drafts")?.value.root == state.tabStacks[1].stack[0].id)
    #expect(slices.tab("search")?.value.path.count == 1, "a tab not selected shows its stack")
    try state.moveTab("drafts", to: 2)
    try state.removeTab("inbox")
    slices.update(to: state, currentStep: nil)
    #expect(slices.tabs.value.map(\.id) == ["search", "drafts"])
    #expect(slices.selectedTab.value == "search")
    #expect(slices.tab("inbox") == nil, "a removed tab's stack is forgotten")
  }
}
