// The SDKs of iOS 18 and macOS 15 carry SwiftUI 6, which declares `Tab`, `TabSection` and
// `.sidebarAdaptable`; an older SDK (Xcode 15's iOS 17 SDK) compiles the host without this file's
// view, and every system draws the tabs with `.tabItem`.
#if canImport(SwiftUI, _version: 6.0)
  import CoordinatorKit
  import SwiftUI

  /// The base level's tabs on iOS 18, macOS 15 and later: a `TabView` of `Tab`s in the
  /// `.sidebarAdaptable` style (an iPad shows a sidebar it can collapse into a tab bar), each
  /// section's tabs in a `TabSection`, the search tab as `Tab(role: .search)`, each tab's badge
  /// drawn; in the order ``SidebarTabLayout`` decides. Each tab shows its stack, as the
  /// `.tabItem` drawing does, and the selection reaches the host the same way.
  @available(iOS 18, macOS 15, *)
  struct NavigatorSidebarTabView<Route: Equatable & Sendable, Content: View, TabLabel: View>:
    View
  {
    let host: SwiftUINavigatorHost<Route>
    let contents: ScreenContents<Route, Content>
    let level: Int
    let layerRoot: ScreenID?
    let tabs: [TabItem]
    let selected: TabID
    let tabLabel: (TabItem) -> TabLabel

    var body: some View {
      let layout = SidebarTabLayout(tabs)
      TabView(selection: host.tabBinding(rendered: selected)) {
        ForEach(layout.loose, id: \.id) { tab in labelledTab(tab) }
        ForEach(layout.sections, id: \.title) { section in
          TabSection(section.title) {
            ForEach(section.tabs, id: \.id) { tab in labelledTab(tab) }
          }
        }
        ForEach(layout.search, id: \.id) { tab in
          SwiftUI.Tab(value: tab.id, role: .search) { stack(tab) }
            .badge(badge(tab))
        }
      }
      .tabViewStyle(.sidebarAdaptable)
    }

    /// An ordinary tab: its stack, labelled by the app's `tabLabel` (``TabItemLabel`` by
    /// default), with its badge.
    private func labelledTab(_ tab: TabItem) -> some TabContent<TabID> {
      SwiftUI.Tab(value: tab.id) {
        stack(tab)
      } label: {
        tabLabel(tab)
      }
      .badge(badge(tab))
    }

    private func stack(_ tab: TabItem) -> some View {
      NavigatorStackView(
        host: host, contents: contents, level: level, layerRoot: layerRoot, tab: tab.id,
        isSelected: tab.id == selected)
    }

    private func badge(_ tab: TabItem) -> Text? {
      SwiftUITabLabel.badge(of: tab).map { Text($0) }
    }
  }
#endif
