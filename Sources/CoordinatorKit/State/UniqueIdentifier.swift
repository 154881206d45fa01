import Foundation
import Synchronization

/// Makes process-unique identifiers without a system call per identifier.
///
/// `UUID()` reads `/dev/urandom` on Linux for every value (three system calls, about 1 µs),
/// which would dominate a push. Here one random draw per process seeds a counter: each value is
/// the counter passed through an odd multiplier (a bijection, so values never repeat within a
/// process and their short forms look unrelated) followed by a per-process random half, so values
/// from two processes, such as a restored state and a new run, do not collide in practice.
enum UniqueIdentifier {
  private static let processHalf = UInt64.random(in: .min ... .max)
  private static let counter = Atomic<UInt64>(UInt64.random(in: .min ... .max))

  /// A new identifier, as a UUID so it encodes like one.
  static func next() -> UUID {
    let count = counter.add(1, ordering: .relaxed).newValue
    let mixed = count &* 0x9E37_79B9_7F4A_7C15
    let high = mixed.bigEndian
    let low = processHalf.bigEndian
    return withUnsafeBytes(of: (high, low)) { bytes in
      UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
          bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }
  }
}
