/// Names one tab of a tab container, chosen by the app ("inbox", "settings").
///
/// Tabs are named rather than numbered so that a saved state, a link or a coordinator keeps
/// pointing at the same tab when the app adds or reorders tabs.
public struct TabID: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The tab's name.
  public let name: String

  /// A tab called `name`.
  public init(_ name: String) {
    self.name = name
  }

  /// A tab named by a string literal: `"inbox"`.
  public init(stringLiteral name: String) {
    self.init(name)
  }

  /// The name.
  public var description: String { name }

  /// Decodes the plain name.
  public init(from decoder: any Decoder) throws {
    name = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the plain name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
