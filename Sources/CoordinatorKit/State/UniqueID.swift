/// The identity of one thing in a navigation state, a screen or an alert: 128 bits that tell it
/// apart from every other thing of its kind, even one showing the same content. It reads as its
/// first eight hex digits and is encoded as a UUID.
///
/// Use it through its kinds: ``ScreenID`` and ``AlertID``. `Kind` keeps them apart, so a screen's
/// identity cannot be passed where an alert's is expected.
public struct UniqueID<Kind>: UUIDIdentity {
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

/// The kinds of ``UniqueID``: what each identity names.
public enum IdentityKind {
  /// A screen's identity: see ``ScreenID``.
  public enum Screen {}
  /// An alert's identity: see ``AlertID``.
  public enum Alert {}
}
