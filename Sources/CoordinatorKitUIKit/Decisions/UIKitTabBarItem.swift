import CoordinatorKit

/// What the UIKit host's default tab bar item shows for a tab: its title, and the SF Symbol
/// image (`UIImage(systemName:)`) when the tab has a symbol; and when a tab's controller needs a
/// new item.
package struct UIKitTabBarItem: Hashable, Sendable {
  /// The item's title.
  package let title: String
  /// The name of its SF Symbol image; `nil` for no image (no symbol, or an empty name, which
  /// names none).
  package let symbol: String?

  /// The item of `tab`.
  package init(_ tab: TabItem) {
    title = tab.title
    symbol = tab.symbol.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Whether a tab's controller, last given the item of `shown` (`nil` for a new controller),
  /// needs a new one to show `now`: a tab bar item is made once per label, not on every change.
  package static func needsNewItem(shown: TabItem?, now: TabItem) -> Bool {
    shown != now
  }
}
