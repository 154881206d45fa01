/// What the UIKit host does about UIKit's "More" tab. A tab bar controller with more than five
/// tabs shows four of them and a "More" tab whose list holds the rest, on a compact width
/// (https://developer.apple.com/documentation/uikit/uitabbarcontroller/morenavigationcontroller);
/// that list's Edit button lets the user reorder the tabs, which would change the tab bar behind
/// the navigation state's back. The host gives UIKit no customizable tab (so the list has no
/// Edit button), and keeps the tabs in the state's order.
///
/// A tab chosen from the More list is pushed on UIKit's own `moreNavigationController`, outside
/// the host's stacks, and is not reported to the navigator: an app with more than five tabs
/// should draw them in the sidebar (iOS 18's `UITab`s on iPad) or keep at most five on iPhone.
package enum UIKitTabOverflow {
  /// The most tabs a compact tab bar shows without a "More" tab.
  package static let tabsWithoutMore = 5

  /// Whether `count` tabs put some of them in the "More" list on a compact width.
  package static func needsMore(tabCount count: Int) -> Bool {
    count > tabsWithoutMore
  }

  /// The tabs a tab bar controller showing `tabs` lets the user reorder in the "More" list
  /// (`customizableViewControllers`): none when there is a "More" list; `nil` (UIKit's default)
  /// when there is none, so nothing is set.
  package static func customizable<Tab>(_ tabs: [Tab]) -> [Tab]? {
    needsMore(tabCount: tabs.count) ? [] : nil
  }
}
