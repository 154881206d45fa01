import CoordinatorKit
import Testing

/// How the Apple hosts list the tabs on iOS 18: loose tabs, sections, the search tab.
@Suite("Tabs on iOS 18: sections and the search tab")
struct SidebarTabLayoutTests {
  @Test func tabsWithoutSectionsStayInOrder() {
    let layout = SidebarTabLayout([TabItem("a"), TabItem("b"), TabItem("c")])
    #expect(layout.loose.map(\.id) == ["a", "b", "c"])
    #expect(layout.sections.isEmpty && layout.search.isEmpty)
  }

  @Test func sectionsGatherTheirTabsWhereTheirFirstTabStandsAndSearchGoesLast() {
    let layout = SidebarTabLayout([
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
}
