import Foundation

/// The stable identity of one screen in a navigation state.
///
/// Routes describe *what* a screen shows; a `ScreenID` tells two screens apart even when they
/// show the same route, so pushing `.detail` twice gives two distinct screens that can be
/// popped to, observed and restored independently.
public struct ScreenID: Hashable, Sendable, Codable, CustomStringConvertible {
  private let bits: UUIDBits

  /// Creates a new identity, unique within the process and, in practice, across processes.
  ///
  /// It costs no system call, so creating screens stays cheap on every platform.
  public init() {
    bits = UniqueIdentifier.next()
  }

  /// Wraps an existing value, for example one read back from a restoration file.
  package init(rawValue: UUID) {
    bits = UUIDBits(rawValue)
  }

  /// The identity as a UUID, as it is encoded.
  package var rawValue: UUID { bits.uuid }

  /// A short form (the first eight hex digits) that is easy to read in dumps and logs.
  package var shortDescription: String { bits.shortDescription }

  /// The short form, as dumps show it.
  public var description: String { shortDescription }

  public init(from decoder: any Decoder) throws {
    bits = UUIDBits(try decoder.singleValueContainer().decode(UUID.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
