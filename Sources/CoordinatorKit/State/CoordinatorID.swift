/// The stable identity of a coordinator, recorded on every screen it puts on screen.
///
/// The engine treats it as an opaque tag: it lets the coordinator layer know which coordinator
/// owns which screen, so a coordinator can be stopped when its last screen leaves, and the tag
/// survives state restoration because it is part of the state value.
public struct CoordinatorID: Hashable, Sendable, CustomStringConvertible {
  // Fixed-size and free of references, so a screen (and a state's path read into an array) is
  // copied and destroyed without reference counting: a `String` here cost about 60 instructions
  // per screen read. A generated identity is its 128 bits; a name is its number in
  // `CoordinatorNames`, so names compare as numbers.

  /// The generated identity's bits, or the name's number in `low`.
  private let bits: UUIDBits
  /// Whether `bits` holds a name's number rather than generated bits.
  private let isNamed: Bool

  /// Creates a new identity, unique within the process and, in practice, across processes.
  public init() {
    bits = UniqueIdentifier.next()
    isNamed = false
  }

  /// Uses a fixed value, for coordinators that want a readable or restorable identity.
  ///
  /// The value is what the state saves. A value in the form a generated identity saves (32
  /// lowercase hex digits) is that identity, so a restored state keeps its coordinators'
  /// identities; any other value is a name, kept for the rest of the process.
  public init(_ rawValue: String) {
    if let generated = UUIDBits(hexString: rawValue) {
      bits = generated
      isNamed = false
    } else {
      bits = UUIDBits(high: 0, low: CoordinatorNames.number(of: rawValue))
      isNamed = true
    }
  }

  /// The underlying value: the name, or the generated identity as 32 hex digits.
  package var rawValue: String {
    isNamed ? CoordinatorNames.name(numbered: bits.low) : bits.hexString
  }

  /// A short form (the first eight characters) for dumps and logs.
  package var shortDescription: String { String(rawValue.prefix(8)) }

  /// The short form, as dumps show it.
  public var description: String { shortDescription }
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
