/// Supplies the menu's header and rows: the dependency the menu factory passes to presenters.
public struct MenuRepository: Sendable {
  /// The header button's title.
  public var header: String
  /// The rows, top first.
  public var items: [String]

  /// A repository of `items` under `header`; a test registers its own.
  public init(header: String, items: [String]) {
    self.header = header
    self.items = items
  }

  /// The rows of the article: a, b, c, d.
  public static let standard = MenuRepository(header: "Menu", items: ["a", "b", "c", "d"])
}
