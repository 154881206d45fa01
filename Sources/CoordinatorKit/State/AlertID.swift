/// The identity of one alert: tells it apart from an identical alert shown later, so a user's
/// answer always reaches the alert the user saw. It reads as its first eight hex digits.
public struct AlertID: UUIDIdentity {
  /// The identity's 128 bits, as the engine compares and stores them.
  package let bits: UUIDBits

  /// Creates a new identity, unique within the process and, in practice, across processes.
  public init() {
    bits = UniqueIdentifier.next()
  }

  /// Wraps existing bits.
  package init(bits: UUIDBits) {
    self.bits = bits
  }
}
