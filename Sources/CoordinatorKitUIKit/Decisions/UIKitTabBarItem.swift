import CoordinatorKit

/// What the UIKit host's default tab bar item shows for a tab: its title, and the SF Symbol
/// image (`UIImage(systemName:)`) when the tab has a symbol; its badge (`badgeValue`), which the
/// host sets on every item, an app's own too; and when a tab's controller needs a new item.
package struct UIKitTabBarItem: Hashable, Sendable {
  /// The item's title.
  package let title: String
  /// The name of its SF Symbol image; `nil` for no image (no symbol, or an empty name, which
  /// names none).
  package let symbol: String?
  /// The item's `badgeValue`: the tab's badge, `nil` for none (an empty text is none too: UIKit
  /// would draw an empty badge).
  package let badge: String?

  /// The item of `tab`.
  package init(_ tab: TabItem) {
    title = tab.title
    symbol = tab.symbol.flatMap { $0.isEmpty ? nil : $0 }
    badge = tab.badge.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Whether a tab's controller, last given the item of `shown` (`nil` for a new controller),
  /// needs a new one to show `now`: a tab bar item is made once per label, not on every change,
  /// and not for a new badge, which the host sets on the item it has (`badgeValue`).
  package static func needsNewItem(shown: TabItem?, now: TabItem) -> Bool {
    guard var shown else { return true }
    shown.badge = now.badge
    return shown != now
  }

  /// `item` without its badge: what a tab's `UITab` is made for (iOS 18); a new badge is set on
  /// the tab it has (`badgeValue`), as on a tab bar item.
  package static func withoutBadge(_ item: TabItem) -> TabItem {
    var item = item
    item.badge = nil
    return item
  }
}
