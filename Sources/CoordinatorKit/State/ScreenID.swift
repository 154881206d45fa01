/// The stable identity of one screen in a navigation state.
///
/// Routes describe *what* a screen shows; a `ScreenID` tells two screens apart even when they
/// show the same route, so pushing `.detail` twice gives two distinct screens that can be
/// popped to, observed and restored independently. It reads as its first eight hex digits.
public struct ScreenID: UUIDIdentity {
  /// The identity's 128 bits, as the engine compares and stores them.
  package let bits: UUIDBits

  /// Creates a new identity, unique within the process and, in practice, across processes.
  ///
  /// It costs no system call, so creating screens stays cheap on every platform.
  public init() {
    bits = UniqueIdentifier.next()
  }

  /// Wraps existing bits.
  package init(bits: UUIDBits) {
    self.bits = bits
  }
}
