#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  /// The tab bar controller: its tabs' stacks and the user's taps.
  extension NavigatorHost {
    func showTabs(
      _ tabs: [UIKitNavigationProjection.Tab], selectedIndex: Int,
      in state: NavigationState<Route>
    ) {
      guard tabs.indices.contains(selectedIndex) else { return }
      if container.content === singleNavigationController {
        singleNavigationController.setViewControllers([], animated: false)
      }
      if let baseSplit, container.content === baseSplit.controller {
        empty(baseSplit)
      }
      var kept: [TabID: UINavigationController] = [:]
      var keptSplits: [TabID: NavigatorHostSplit] = [:]
      var changed: [(UINavigationController, [ScreenID])] = []
      var changedSplits: [(NavigatorHostSplit, UIKitSplitPlacement)] = []
      let controllers = tabs.map { tab -> UIViewController in
        if let columns = tab.columns {
          let split =
            tabSplits[tab.id].flatMap { $0.layout == columns.layout ? $0 : nil }
            ?? makeTabSplit(tab.id, layout: columns.layout)
          keptSplits[tab.id] = split
          label(split.controller, as: tab.item)
          let target = columns.placement(collapsed: split.isCollapsed)
          if split.placement({ screens(of: $0) }) != target {
            changedSplits.append((split, target))
          }
          return split.controller
        }
        let navigationController = tabNavigationControllers[tab.id] ?? makeTabController(tab.id)
        kept[tab.id] = navigationController
        label(navigationController, as: tab.item)
        if screens(of: navigationController) != tab.screens {
          changed.append((navigationController, tab.screens))
        }
        return navigationController
      }
      // Every stack that changes, or goes, is emptied first: no view controller has two parents.
      for (tab, navigationController) in tabNavigationControllers where kept[tab] == nil {
        navigationController.setViewControllers([], animated: false)
      }
      for (tab, split) in tabSplits where keptSplits[tab] !== split {
        empty(split)
      }
      for (navigationController, _) in changed {
        navigationController.setViewControllers([], animated: false)
      }
      for (split, target) in changedSplits {
        let current = split.placement { screens(of: $0) }
        for column in UIKitSplitColumn.allCases where current[column] != target[column] {
          split.navigationController(column).setViewControllers([], animated: false)
        }
      }
      for (navigationController, screens) in changed {
        navigationController.setViewControllers(
          screens.map { viewController(for: $0, in: state) }, animated: false)
      }
      for (split, target) in changedSplits {
        let current = split.placement { screens(of: $0) }
        split.perform(current.changes(toReach: target), animated: false) { screens in
          screens.map { viewController(for: $0, in: state) }
        }
      }
      tabNavigationControllers = kept
      tabSplits = keptSplits
      tabBarItemsShown = tabBarItemsShown.filter {
        kept[$0.key] != nil || keptSplits[$0.key] != nil
      }
      #if canImport(UIKit, _version: 8000)
        if #available(iOS 18, *), prefersTabSidebar {
          showAsUITabs(tabs.map(\.item), controllers: controllers, selected: tabs[selectedIndex].id)
        } else {
          showAsViewControllers(controllers, selectedIndex: selectedIndex)
        }
      #else
        showAsViewControllers(controllers, selectedIndex: selectedIndex)
      #endif
      container.show(tabBarController)
      levelZeroSplit = keptSplits[tabs[selectedIndex].id]
      levels[0] =
        levelZeroSplit?.activeNavigationController ?? kept[tabs[selectedIndex].id]
        ?? singleNavigationController
      rendered[0] = tabs[selectedIndex].screens
    }

    /// The tabs as the tab bar controller's `viewControllers` (before iOS 18), set only when they
    /// changed.
    private func showAsViewControllers(_ controllers: [UIViewController], selectedIndex: Int) {
      let wasShowingUITabs = !uiTabsShown.isEmpty
      uiTabsShown = [:]
      uiTabLayoutShown = nil
      uiTabControllersShown = []
      let current = tabBarController.viewControllers ?? []
      let sameControllers =
        current.count == controllers.count && zip(current, controllers).allSatisfy { $0 === $1 }
      if !sameControllers || wasShowingUITabs {
        tabBarController.setViewControllers(controllers, animated: false)
      }
      if let customizable = UIKitTabOverflow.customizable(controllers) {
        tabBarController.customizableViewControllers = customizable
      }
      tabBarController.selectedIndex = selectedIndex
    }

    func makeTabSplit(_ tab: TabID, layout: SplitLayout) -> NavigatorHostSplit {
      tabBarItemsShown[tab] = nil  // A new controller: `label(_:as:)` gives it its item.
      return NavigatorHostSplit(layout: layout, delegate: forwarder)
    }

    func makeTabController(_ tab: TabID) -> UINavigationController {
      let navigationController = UINavigationController()
      navigationController.delegate = forwarder
      tabBarItemsShown[tab] = nil  // A new controller: `label(_:as:)` gives it its item.
      return navigationController
    }

    /// Gives a tab's controller the tab bar item of `item`, when it was not given it already
    /// (a new controller, or a tab whose title or symbol changed), and the tab's badge.
    private func label(_ controller: UIViewController, as item: TabItem) {
      if UIKitTabBarItem.needsNewItem(shown: tabBarItemsShown[item.id], now: item) {
        controller.tabBarItem = makeTabBarItem(item)
      }
      let badge = UIKitTabBarItem(item).badge
      if controller.tabBarItem.badgeValue != badge {
        controller.tabBarItem.badgeValue = badge
      }
      tabBarItemsShown[item.id] = item
    }

    /// A tap on one of the host's tabs: UIKit selects nothing; the tap is reported now, or, while
    /// steps are being shown, once every step is shown (then what the host shows is what the
    /// navigator displays, which `UIKitNavigationProjection/callsForTabTap(from:to:)` needs).
    func tabBarShouldSelect(_ viewController: UIViewController) -> Bool {
      guard
        let tab = tabNavigationControllers.first(where: { $0.value === viewController })?.key
          ?? tabSplits.first(where: { $0.value.controller === viewController })?.key
      else {
        return true  // Not one of the host's tabs (the "More" list, say).
      }
      // With `UITab`s, iOS 18 asks `tabBarController(_:shouldSelectTab:)`, which reports the
      // tap: this older question is answered without reporting it a second time.
      guard uiTabsShown.isEmpty else { return false }
      return shouldSelect(tab)
    }

    /// A tap on tab `tab`: UIKit selects nothing; reported now or once the steps are shown.
    func shouldSelect(_ tab: TabID) -> Bool {
      if stepBeingShown == nil, navigator.hosting.currentStep == nil {
        reportTabTap(tab)
      } else {
        pendingTabTaps.append(tab)
      }
      return false
    }

    /// Reports a tab tap and shows what the engine made of it, which counts as displayed.
    func reportTabTap(_ tab: TabID) {
      let before = navigator.hosting.displayedState
      guard let navigation = UIKitNavigationProjection(before).userNavigation(for: .tabTapped(tab)),
        (try? navigator.userDidNavigate(navigation)) != nil
      else { return }
      let after = navigator.hosting.displayedState
      for call in UIKitNavigationProjection.callsForTabTap(from: before, to: after) {
        performWithoutCompletion(call, in: after)
      }
      applyLeaveGuards(of: navigator.state)
      releaseViewControllersThatLeft()  // A reselection's pop needs no step to release them.
    }
  }
#endif
