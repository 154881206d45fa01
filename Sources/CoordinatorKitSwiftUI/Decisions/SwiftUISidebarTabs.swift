import CoordinatorKit

/// How a SwiftUI host draws the tabs on iOS 18, macOS 15 and later: a `TabView` of `Tab`s with
/// the `.sidebarAdaptable` style (a tab bar that an iPad turns into a sidebar), the tabs of each
/// section in a `TabSection`, and the search tab as `Tab(role: .search)`. Earlier systems draw
/// every tab with `.tabItem`, in order (``SwiftUITabsProjection``).
///
/// A `TabView` lists its content in the order it is written, and the host writes three lists:
/// the tabs of no section, in order; then each section where its first tab stands, with its
/// tabs in order; then the search tab, which iOS draws at the trailing end of the bar anyway (a
/// search tab's section is not drawn: it stands apart).
package struct SwiftUISidebarTabs: Hashable, Sendable {
  /// One `TabSection`: its title and its tabs, in order.
  package struct Section: Hashable, Sendable {
    /// The section's title, which is also its identity in the `ForEach`.
    package let title: String
    /// Its tabs, in order.
    package internal(set) var tabs: [TabItem]
  }

  /// The tabs of no section, drawn first, each as `Tab(value:content:label:)`.
  package private(set) var loose: [TabItem] = []
  /// The sections, in the order of their first tab.
  package private(set) var sections: [Section] = []
  /// The search tabs, drawn last as `Tab(value:role: .search)`, whose label the system draws.
  package private(set) var search: [TabItem] = []

  /// The layout of `tabs`, in the state's order.
  package init(_ tabs: [TabItem]) {
    for tab in tabs {
      if tab.isSearch {
        search.append(tab)
      } else if let title = tab.section, !title.isEmpty {
        if let index = sections.firstIndex(where: { $0.title == title }) {
          sections[index].tabs.append(tab)
        } else {
          sections.append(Section(title: title, tabs: [tab]))
        }
      } else {
        loose.append(tab)
      }
    }
  }

  /// The tabs in the order the `TabView` lists them.
  package var order: [TabID] {
    (loose + sections.flatMap(\.tabs) + search).map(\.id)
  }
}
