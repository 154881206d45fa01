import Foundation

/// An identity backed by a UUID (a screen's, an alert's): what they share, written once. It is
/// encoded as that one UUID, so saved states read the same whichever identity they hold.
package protocol UUIDIdentity: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The identity's 128 bits.
  var bits: UUIDBits { get }

  /// Wraps existing bits.
  init(bits: UUIDBits)
}

extension UUIDIdentity {
  /// Wraps an existing value, for example one read back from a restoration file.
  package init(rawValue: UUID) {
    self.init(bits: UUIDBits(rawValue))
  }

  /// The identity as a UUID, as it is encoded.
  package var rawValue: UUID { bits.uuid }

  /// A short form (the first eight hex digits) that is easy to read in dumps and logs.
  package var shortDescription: String { bits.shortDescription }

  /// The short form, as dumps show it.
  public var description: String { shortDescription }

  public init(from decoder: any Decoder) throws {
    self.init(bits: UUIDBits(try decoder.singleValueContainer().decode(UUID.self)))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
