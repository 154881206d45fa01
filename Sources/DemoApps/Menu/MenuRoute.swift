/// The MVP menu demo's screens.
public enum MenuRoute: Hashable, Codable, Sendable {
  /// The menu list.
  case menu
  /// The detail of one row.
  case detail(text: String)
}
