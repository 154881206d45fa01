import Foundation

/// The identity of one alert: tells it apart from an identical alert shown later, so a user's
/// answer always reaches the alert the user saw.
public struct AlertID: Hashable, Sendable, Codable, CustomStringConvertible {
  private let bits: UUIDBits

  /// Creates a new identity, unique within the process and, in practice, across processes.
  public init() {
    bits = UniqueIdentifier.next()
  }

  /// Wraps an existing value, for example one read back from a restoration file.
  package init(rawValue: UUID) {
    bits = UUIDBits(rawValue)
  }

  /// The identity as a UUID, as it is encoded.
  package var rawValue: UUID { bits.uuid }

  /// The first eight hex digits, as dumps show it.
  public var description: String { bits.shortDescription }

  public init(from decoder: any Decoder) throws {
    bits = UUIDBits(try decoder.singleValueContainer().decode(UUID.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
