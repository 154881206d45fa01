/// The stable identity of a coordinator, recorded on every screen it puts on screen.
///
/// The engine treats it as an opaque tag: it lets the coordinator layer know which coordinator
/// owns which screen, so a coordinator can be stopped when its last screen leaves, and the tag
/// survives state restoration because it is part of the state value.
public struct CoordinatorID: Sendable, CustomStringConvertible {
  /// The underlying value.
  package let rawValue: String
  /// A digest of `rawValue`, made once: the engine looks coordinators up by identity on every
  /// change, and hashing this is much cheaper than hashing the string each time.
  private let digest: UInt64

  /// Creates a new identity, unique within the process and, in practice, across processes.
  public init() {
    self.init(UniqueIdentifier.next().hexString)
  }

  /// Uses a fixed value, for coordinators that want a readable or restorable identity.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
    // FNV-1a: any digest works, since equality still compares the strings.
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in rawValue.utf8 {
      digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    self.digest = digest
  }

  /// A short form (the first eight characters) for dumps and logs.
  package var shortDescription: String { String(rawValue.prefix(8)) }

  /// The short form, as dumps show it.
  public var description: String { shortDescription }
}

extension CoordinatorID: Hashable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.digest == rhs.digest && lhs.rawValue == rhs.rawValue
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
  }
}

extension CoordinatorID: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
