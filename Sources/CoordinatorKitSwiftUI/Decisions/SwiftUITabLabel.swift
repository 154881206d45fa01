import CoordinatorKit

/// What a SwiftUI host's default tab label shows for a tab (``TabItemLabel``): its title beside
/// its SF Symbol, as `Label(title, systemImage: symbol)`, or the title alone, as `Text(title)`,
/// when the tab has no symbol (an empty symbol name counts as none: it names no image).
package enum SwiftUITabLabel: Hashable, Sendable {
  /// `Text(title)`.
  case title(String)
  /// `Label(title, systemImage: symbol)`.
  case titleAndSymbol(String, symbol: String)

  /// The label of `item`.
  package init(_ item: TabItem) {
    if let symbol = item.symbol, !symbol.isEmpty {
      self = .titleAndSymbol(item.title, symbol: symbol)
    } else {
      self = .title(item.title)
    }
  }

  /// The badge SwiftUI shows over tab `item` (`.badge(Text(badge))`), or `nil` for none: the
  /// tab's badge, an empty text counting as none (it would draw an empty badge).
  package static func badge(of item: TabItem) -> String? {
    item.badge.flatMap { $0.isEmpty ? nil : $0 }
  }
}
