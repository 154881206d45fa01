/// Supplies the menu's header and rows: the dependency the menu factory passes to presenters.
struct MenuRepository: Sendable {
  var header: String
  var items: [String]

  /// The rows of the article: a, b, c, d.
  static let standard = MenuRepository(header: "Menu", items: ["a", "b", "c", "d"])
}
