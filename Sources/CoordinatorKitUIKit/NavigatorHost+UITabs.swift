// `UITab`, `UITabGroup`, `UISearchTab` and the sidebar mode come with the iOS 18 SDK (UIKit 8000
// and later); an older SDK compiles the host without this file, and every system shows the tabs
// as `viewControllers`.
#if canImport(UIKit, _version: 8000)
  import CoordinatorKit
  import UIKit

  /// The tab bar controller's tabs from iOS 18: `UITab`s in the order ``SidebarTabLayout``
  /// decides, each section a `UITabGroup` (a sidebar section on iPad), the search tab a
  /// `UISearchTab`, in the `.tabSidebar` mode; each tab's controller is the one the host keeps
  /// for it.
  extension NavigatorHost {
    @available(iOS 18, *)
    func showAsUITabs(_ items: [TabItem], controllers: [UIViewController], selected: TabID) {
      let byTab = Dictionary(
        zip(items.map(\.id), controllers), uniquingKeysWith: { first, _ in first })
      let layout = SidebarTabLayout(items.map(UIKitTabBarItem.withoutBadge))
      let identities = controllers.map(ObjectIdentifier.init)
      if layout != uiTabLayoutShown || identities != uiTabControllersShown
        || tabBarController.tabs.isEmpty
      {
        var made: [TabID: AnyObject] = [:]
        func tab(_ item: TabItem) -> UITab {
          let provider: (UITab) -> UIViewController = { _ in byTab[item.id] ?? UIViewController() }
          let tab =
            item.isSearch
            ? UISearchTab(viewControllerProvider: provider)
            : UITab(
              title: item.title, image: item.symbol.flatMap { UIImage(systemName: $0) },
              identifier: item.id.name, viewControllerProvider: provider)
          made[item.id] = tab
          return tab
        }
        var tabs = layout.loose.map(tab)
        for section in layout.sections {
          tabs.append(
            UITabGroup(
              title: section.title, image: nil, identifier: "section:" + section.title,
              children: section.tabs.map(tab)))
        }
        tabs += layout.search.map(tab)
        tabBarController.mode = .tabSidebar
        tabBarController.tabs = tabs
        uiTabsShown = made
        uiTabLayoutShown = layout
        uiTabControllersShown = identities
      }
      for item in items {
        let badge = UIKitTabBarItem(item).badge
        if let tab = uiTabsShown[item.id] as? UITab, tab.badgeValue != badge {
          tab.badgeValue = badge
        }
      }
      if let tab = uiTabsShown[selected] as? UITab, tabBarController.selectedTab !== tab {
        tabBarController.selectedTab = tab
      }
    }
  }
#endif
