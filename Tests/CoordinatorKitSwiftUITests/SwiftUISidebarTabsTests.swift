import CoordinatorKit
import CoordinatorKitSwiftUI
import Testing

/// What the SwiftUI host writes in an iOS 18 `TabView`: loose tabs, sections, the search tab.
@Suite("SwiftUI tabs on iOS 18: sections and the search tab")
struct SwiftUISidebarTabsTests {
  @Test func tabsWithoutSectionsStayInOrder() {
    let layout = SwiftUISidebarTabs([TabItem("a"), TabItem("b"), TabItem("c")])
    #expect(layout.loose.map(\.id) == ["a", "b", "c"])
    #expect(layout.sections.isEmpty && layout.search.isEmpty)
  }

  @Test func sectionsGatherTheirTabsWhereTheirFirstTabStandsAndSearchGoesLast() {
    let layout = SwiftUISidebarTabs([
      TabItem("search", isSearch: true), TabItem("inbox", section: "Mail"), TabItem("home"),
      TabItem("photos", section: "Library"), TabItem("sent", section: "Mail"),
      TabItem("empty", section: ""),
    ])
    #expect(layout.loose.map(\.id) == ["home", "empty"], "an empty section name is none")
    #expect(layout.sections.map(\.title) == ["Mail", "Library"])
    #expect(layout.sections[0].tabs.map(\.id) == ["inbox", "sent"])
    #expect(layout.search.map(\.id) == ["search"])
    #expect(layout.order == ["home", "empty", "inbox", "sent", "photos", "search"])
  }

  @Test func aBadgeIsDrawnUnlessItIsEmpty() {
    #expect(SwiftUITabLabel.badge(of: TabItem("inbox", badge: "12")) == "12")
    #expect(SwiftUITabLabel.badge(of: TabItem("inbox", badge: "")) == nil)
    #expect(SwiftUITabLabel.badge(of: TabItem("inbox")) == nil)
  }
}
