/// One tab of a tab container, its label and its own stack, root first: what an app builds a
/// tabbed state from, and what ``NavigationState/tabStacks`` reads back.
public struct Tab<Route> {
  /// The tab's name: its identity in the state, a saved state and a link.
  public var id: TabID
  /// The text the tab bar shows; the tab's name unless the app gives another.
  public var title: String
  /// The name of an SF Symbol the tab bar shows beside the title; `nil` for the title alone.
  public var symbol: String?
  /// The short text the tab bar shows over the tab (an unread count); `nil` for none.
  public var badge: String?
  /// The sidebar section the tab is listed in (iOS 18 and later); `nil` for a tab of its own.
  public var section: String?
  /// Whether the tab is the app's search tab (drawn apart from iOS 18 on).
  public var isSearch: Bool
  /// The tab's stack, its root first; never empty.
  public var stack: [NavigationScreen<Route>]
  /// The columns the tab's stack shows in (a split view); `nil` for one stack.
  public var split: SplitLayout?

  /// A tab showing `stack`, root first, in the columns of `split` when given, labelled `title`
  /// (its name when `nil`) beside the SF Symbol `symbol`, with `badge`, listed in sidebar
  /// section `section`, and the search tab when `isSearch` (see ``TabItem``).
  public init(
    _ id: TabID, title: String? = nil, symbol: String? = nil, badge: String? = nil,
    section: String? = nil, isSearch: Bool = false, stack: [NavigationScreen<Route>],
    split: SplitLayout? = nil
  ) {
    self.init(
      TabItem(id, title: title, symbol: symbol, badge: badge, section: section, isSearch: isSearch),
      stack: stack, split: split)
  }

  /// A tab showing only `root`, in the columns of `split` when given, labelled as the other
  /// initializer says.
  public init(
    _ id: TabID, title: String? = nil, symbol: String? = nil, badge: String? = nil,
    section: String? = nil, isSearch: Bool = false, root: Route, owner: CoordinatorID? = nil,
    split: SplitLayout? = nil
  ) {
    self.init(
      id, title: title, symbol: symbol, badge: badge, section: section, isSearch: isSearch,
      stack: [NavigationScreen(root, owner: owner)], split: split)
  }

  /// A tab labelled `item`, showing `stack`, root first, in the columns of `split` when given.
  public init(_ item: TabItem, stack: [NavigationScreen<Route>], split: SplitLayout? = nil) {
    id = item.id
    title = item.title
    symbol = item.symbol
    badge = item.badge
    section = item.section
    isSearch = item.isSearch
    self.stack = stack
    self.split = split
  }

  /// The tab's label: its name, title, symbol, badge, section and role.
  public var item: TabItem {
    TabItem(id, title: title, symbol: symbol, badge: badge, section: section, isSearch: isSearch)
  }
}

extension Tab: Equatable where Route: Equatable {}
extension Tab: Hashable where Route: Hashable {}
extension Tab: Sendable where Route: Sendable {}

extension Tab: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, title, symbol, badge, section, isSearch, stack, split
  }

  /// Decodes a tab; one saved without a title, symbol, badge, section or search role (before
  /// tabs had them) gets its name as its title and none of the others.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let id = try container.decode(TabID.self, forKey: .id)
    self.init(
      id, title: try container.decodeIfPresent(String.self, forKey: .title),
      symbol: try container.decodeIfPresent(String.self, forKey: .symbol),
      badge: try container.decodeIfPresent(String.self, forKey: .badge),
      section: try container.decodeIfPresent(String.self, forKey: .section),
      isSearch: try container.decodeIfPresent(Bool.self, forKey: .isSearch) ?? false,
      stack: try container.decode([NavigationScreen<Route>].self, forKey: .stack),
      split: try container.decodeIfPresent(SplitLayout.self, forKey: .split))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(symbol, forKey: .symbol)
    try container.encodeIfPresent(badge, forKey: .badge)
    try container.encodeIfPresent(section, forKey: .section)
    if isSearch { try container.encode(true, forKey: .isSearch) }
    try container.encode(stack, forKey: .stack)
    try container.encodeIfPresent(split, forKey: .split)
  }
}
