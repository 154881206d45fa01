import CoordinatorKit

extension HeadlessHost {
  /// Whether the tab bar shows, as the steps shown so far leave it: a tabbed state shows it
  /// unless a screen that hides it (`ScreenOptions.hidesTabBar`), or one pushed after it, is
  /// the top of the selected tab's stack, as UIKit's `hidesBottomBarWhenPushed` and SwiftUI's
  /// `toolbar(.hidden, for: .tabBar)` draw it; a state without tabs shows none.
  ///
  /// ```swift
  /// try navigator.push(.message(1), options: .hidingTabBar)
  /// #expect(!host.isTabBarShown)
  /// try host.swipeBack()
  /// #expect(host.isTabBarShown)
  /// ```
  public var isTabBarShown: Bool {
    let shown = navigator.hosting.shownState
    return !shown.tabs.isEmpty && !shown.hidesTabBar
  }
}
