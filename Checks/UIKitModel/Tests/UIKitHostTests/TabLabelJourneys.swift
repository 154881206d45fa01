import CoordinatorKit
import CoordinatorKitUIKit
import Testing
@_spi(UIKitModel) import UIKit

extension HostOnModel {
  /// Each tab's item in the tab bar shows the tab's title and SF Symbol, and follows a change of
  /// them.
  @MainActor
  @Suite struct TabLabels {
    @Test func eachTabsItemShowsItsTitleAndSymbolAndFollowsAChange() async throws {
      UIKitModel.reset()
      let tabs = try TabBarCoordinator<String>(tabs: [
        TabFlow("inbox", title: "Inbox", symbol: "tray", root: "inbox") {
          RootOnlyFlow(navigator: $0)
        },
        TabFlow("search", root: "search") { RootOnlyFlow(navigator: $0) },
      ])
      let navigator = tabs.navigator
      let host = NavigatorHost(navigator: navigator) { RouteController(screen: $0) }
      let app = ModelApp(
        navigator: navigator, root: host.rootViewController, keeping: host,
        knownScreen: { ($0 as? RouteController)?.screen })
      await app.settle("the tabs")
      let inboxItem = app.user.visibleNavigationController?.tabBarItem
      #expect(inboxItem?.title == "Inbox")
      #expect(inboxItem?.image?.modelSymbolName == "tray")

      #expect(app.user.tapTab(1))
      await app.settle("the second tab")
      let searchItem = app.user.visibleNavigationController?.tabBarItem
      #expect(searchItem?.title == "search", "a tab without a title shows its name")
      #expect(searchItem?.image == nil)

      var renamed = navigator.state.tabStacks
      renamed[1].title = "Find"
      renamed[1].symbol = "magnifyingglass"
      try navigator.replace(with: NavigationState(tabs: renamed, selected: "search"))
      await app.settle("the renamed tab")
      let renamedItem = app.user.visibleNavigationController?.tabBarItem
      #expect(renamedItem?.title == "Find")
      #expect(renamedItem?.image?.modelSymbolName == "magnifyingglass")
      #expect(tabs.children.count == 2, "the flows keep their tabs")
    }
  }
}
