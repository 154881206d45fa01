/// How a tab is labelled in the tab bar: its title, symbol and badge, the section of the sidebar
/// it is listed in and whether it is the search tab, apart from the name that identifies it.
/// What every host's default tab label shows, and what an app's own label is given.
///
/// The name (``id``) stays the tab's identity in a saved state and a link; the rest is only
/// shown, so it can be translated or changed without breaking either.
public struct TabItem: Hashable, Sendable {
  /// The tab it labels.
  public var id: TabID
  /// The text the tab bar shows.
  public var title: String
  /// The name of an SF Symbol the tab bar shows beside the title; `nil` for the title alone.
  public var symbol: String?
  /// The short text the tab bar shows over the tab (an unread count, "New"); `nil` for none.
  /// Set it live with ``Navigator/setBadge(_:ofTab:)``.
  public var badge: String?
  /// The name of the sidebar section the tab is listed in where the platform groups tabs (an
  /// iPad's sidebar from iOS 18); `nil` for a tab of its own. Tabs of one section stand next to
  /// each other.
  public var section: String?
  /// Whether the tab is the app's search tab, which iOS 18 and later draw apart from the others
  /// (SwiftUI's `Tab(role: .search)`, UIKit's `UISearchTab`); an ordinary tab elsewhere.
  public var isSearch: Bool

  /// The label of tab `id`: `title` (the tab's name when `nil`), `symbol` and `badge` when given,
  /// listed in sidebar section `section` when given, and drawn as the search tab when `isSearch`.
  public init(
    _ id: TabID, title: String? = nil, symbol: String? = nil, badge: String? = nil,
    section: String? = nil, isSearch: Bool = false
  ) {
    self.id = id
    self.title = title ?? id.name
    self.symbol = symbol
    self.badge = badge
    self.section = section
    self.isSearch = isSearch
  }
}
