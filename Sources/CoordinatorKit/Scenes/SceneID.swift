/// A scene's identity (a window of an iPad or Mac app): the platform's own, kept as text, such as
/// a `UISceneSession`'s `persistentIdentifier` or the value a SwiftUI window was opened for, so
/// the same scene finds its saved state again after a relaunch.
public struct SceneID: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The platform's identity of the scene.
  public let name: String

  /// The scene the platform calls `name`.
  public init(_ name: String) {
    self.name = name
  }

  /// A scene named by a string literal: `"main"`.
  public init(stringLiteral name: String) {
    self.init(name)
  }

  /// The scene's name.
  public var description: String { name }

  /// Encoded as its name alone, so a saved identity reads as the platform's.
  public init(from decoder: any Decoder) throws {
    name = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the name alone.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
