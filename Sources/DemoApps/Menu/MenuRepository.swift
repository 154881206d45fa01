/// Supplies the menu's header and rows: the dependency the menu factory passes to presenters.
package struct MenuRepository: Sendable {
  package var header: String
  package var items: [String]

  /// The rows of the article: a, b, c, d.
  package static let standard = MenuRepository(header: "Menu", items: ["a", "b", "c", "d"])
}
