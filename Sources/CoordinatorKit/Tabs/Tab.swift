/// One tab of a tab container, its label and its own stack, root first: what an app builds a
/// tabbed state from, and what ``NavigationState/tabStacks`` reads back.
public struct Tab<Route> {
  /// The tab's name: its identity in the state, a saved state and a link.
  public var id: TabID
  /// The text the tab bar shows; the tab's name unless the app gives another.
  public var title: String
  /// The name of an SF Symbol the tab bar shows beside the title; `nil` for the title alone.
  public var symbol: String?
  /// The tab's stack, its root first; never empty.
  public var stack: [NavigationScreen<Route>]
  /// The columns the tab's stack shows in (a split view); `nil` for one stack.
  public var split: SplitLayout?

  /// A tab showing `stack`, root first, in the columns of `split` when given, labelled `title`
  /// (its name when `nil`) beside the SF Symbol `symbol`.
  public init(
    _ id: TabID, title: String? = nil, symbol: String? = nil, stack: [NavigationScreen<Route>],
    split: SplitLayout? = nil
  ) {
    self.id = id
    self.title = title ?? id.name
    self.symbol = symbol
    self.stack = stack
    self.split = split
  }

  /// A tab showing only `root`, in the columns of `split` when given, labelled `title` (its
  /// name when `nil`) beside the SF Symbol `symbol`.
  public init(
    _ id: TabID, title: String? = nil, symbol: String? = nil, root: Route,
    owner: CoordinatorID? = nil, split: SplitLayout? = nil
  ) {
    self.init(
      id, title: title, symbol: symbol, stack: [NavigationScreen(root, owner: owner)],
      split: split)
  }

  /// The tab's label: its name, title and symbol.
  public var item: TabItem {
    TabItem(id, title: title, symbol: symbol)
  }
}

extension Tab: Equatable where Route: Equatable {}
extension Tab: Hashable where Route: Hashable {}
extension Tab: Sendable where Route: Sendable {}

extension Tab: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, title, symbol, stack, split
  }

  /// Decodes a tab; one saved without a title or symbol (before tabs had them) gets its name
  /// as its title and no symbol.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let id = try container.decode(TabID.self, forKey: .id)
    self.init(
      id, title: try container.decodeIfPresent(String.self, forKey: .title),
      symbol: try container.decodeIfPresent(String.self, forKey: .symbol),
      stack: try container.decode([NavigationScreen<Route>].self, forKey: .stack),
      split: try container.decodeIfPresent(SplitLayout.self, forKey: .split))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(symbol, forKey: .symbol)
    try container.encode(stack, forKey: .stack)
    try container.encodeIfPresent(split, forKey: .split)
  }
}
