/// How a tab is labelled in the tab bar: its title and its symbol, apart from the name that
/// identifies it. What every host's default tab label shows, and what an app's own label is given.
///
/// The name (``id``) stays the tab's identity in a saved state and a link; the title is only
/// shown, so it can be translated or changed without breaking either.
public struct TabItem: Hashable, Sendable {
  /// The tab it labels.
  public var id: TabID
  /// The text the tab bar shows.
  public var title: String
  /// The name of an SF Symbol the tab bar shows beside the title; `nil` for the title alone.
  public var symbol: String?

  /// The label of tab `id`: `title` (the tab's name when `nil`) and `symbol`, when given.
  public init(_ id: TabID, title: String? = nil, symbol: String? = nil) {
    self.id = id
    self.title = title ?? id.name
    self.symbol = symbol
  }
}
