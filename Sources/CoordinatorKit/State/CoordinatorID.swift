import Foundation

/// The stable identity of a coordinator, recorded on every screen it puts on screen.
///
/// The engine treats it as an opaque tag: it lets the coordinator layer know which coordinator
/// owns which screen, so a coordinator can be stopped when its last screen leaves, and the tag
/// survives state restoration because it is part of the state value.
public struct CoordinatorID: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The underlying value.
  public let rawValue: String

  /// Creates a new identity, unique within the process and, in practice, across processes.
  public init() {
    rawValue = UniqueIdentifier.next().uuidString.lowercased()
  }

  /// Uses a fixed value, for coordinators that want a readable or restorable identity.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// A short form (the first eight characters) for dumps and logs.
  public var shortDescription: String { String(rawValue.prefix(8)) }

  /// The short form, as dumps show it.
  public var description: String { shortDescription }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
