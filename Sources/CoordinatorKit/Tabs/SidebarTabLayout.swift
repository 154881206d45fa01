/// How the Apple hosts list the tabs where the platform groups them (iOS 18, macOS 15 and
/// later): SwiftUI's `TabView` of `Tab`s in the `.sidebarAdaptable` style, each section a
/// `TabSection`, the search tab `Tab(role: .search)`; UIKit's `UITabBarController.tabs`, each
/// section a `UITabGroup`, the search tab a `UISearchTab`. Earlier systems list every tab in the
/// state's order.
///
/// Both list the tabs in three parts: the tabs of no section, in order; then each section where
/// its first tab stands, with its tabs in order; then the search tab, which iOS draws at the
/// trailing end of the bar anyway (a search tab's section is not drawn: it stands apart).
package struct SidebarTabLayout: Hashable, Sendable {
  /// One section (a `TabSection`, a `UITabGroup`): its title and its tabs, in order.
  package struct Section: Hashable, Sendable {
    /// The section's title, which is also its identity in the `ForEach`.
    package let title: String
    /// Its tabs, in order.
    package internal(set) var tabs: [TabItem]
  }

  /// The tabs of no section, listed first.
  package private(set) var loose: [TabItem] = []
  /// The sections, in the order of their first tab.
  package private(set) var sections: [Section] = []
  /// The search tabs, listed last, labelled by the system.
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

  /// The tabs in the order the host lists them.
  package var order: [TabID] {
    (loose + sections.flatMap(\.tabs) + search).map(\.id)
  }
}
