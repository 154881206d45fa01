import Foundation

/// A 128-bit identifier kept as two integers.
///
/// Foundation's `UUID` has a layout the compiler only learns at run time, and a type that
/// stores one makes every generic type around it ask the runtime for its layout on each copy. The
/// engine's identities keep these two integers instead and convert at the edges (`Codable`,
/// public `UUID` accessors).
package struct UUIDBits: Hashable, Sendable {
  let high: UInt64
  let low: UInt64

  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  init(_ uuid: UUID) {
    let bytes = uuid.uuid
    high = withUnsafeBytes(
      of: (bytes.0, bytes.1, bytes.2, bytes.3, bytes.4, bytes.5, bytes.6, bytes.7)
    ) {
      UInt64(bigEndian: $0.loadUnaligned(as: UInt64.self))
    }
    low = withUnsafeBytes(
      of: (bytes.8, bytes.9, bytes.10, bytes.11, bytes.12, bytes.13, bytes.14, bytes.15)
    ) {
      UInt64(bigEndian: $0.loadUnaligned(as: UInt64.self))
    }
  }

  var uuid: UUID {
    withUnsafeBytes(of: (high.bigEndian, low.bigEndian)) { bytes in
      UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
          bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }
  }

  /// The 32 lowercase hex digits, written without formatting machinery.
  var hexString: String {
    String(unsafeUninitializedCapacity: 32) { buffer in
      let digits = Array("0123456789abcdef".utf8)
      for position in 0..<16 {
        let shift = UInt64(60 - 4 * position)
        buffer[position] = digits[Int((high >> shift) & 0xF)]
        buffer[16 + position] = digits[Int((low >> shift) & 0xF)]
      }
      return 32
    }
  }

  /// The bits `hexString` wrote: exactly 32 lowercase hex digits, or `nil`, so every string
  /// reads back to at most one value and that value writes it again.
  init?(hexString: String) {
    let utf8 = hexString.utf8
    guard utf8.count == 32 else { return nil }
    var words: (high: UInt64, low: UInt64) = (0, 0)
    for (position, byte) in utf8.enumerated() {
      let digit: UInt64
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt64(byte - UInt8(ascii: "a") + 10)
      default: return nil
      }
      if position < 16 {
        words.high = words.high << 4 | digit
      } else {
        words.low = words.low << 4 | digit
      }
    }
    self.init(high: words.high, low: words.low)
  }

  /// The first eight hex digits, as dumps show an identity.
  var shortDescription: String {
    let hex = String(high >> 32, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}

/// Makes process-unique identifiers without a system call per identifier.
///
/// `UUID()` reads `/dev/urandom` on Linux for every value (three system calls, about 1 µs),
/// which would dominate a push. Here one random draw per process seeds a counter: each value is
/// the counter passed through an odd multiplier (a bijection, so values never repeat within a
/// process and their short forms look unrelated) followed by a per-process random half, so values
/// from two processes, such as a restored state and a new run, do not collide in practice.
///
/// The counter sits behind a lock (``_Locked``).
enum UniqueIdentifier {
  private static let processHalf = UInt64.random(in: .min ... .max)
  private static let counter = _Locked(UInt64.random(in: .min ... .max))

  /// A new identifier.
  static func next() -> UUIDBits {
    let count = counter.withLock { counter in
      counter &+= 1
      return counter
    }
    return UUIDBits(high: count &* 0x9E37_79B9_7F4A_7C15, low: processHalf)
  }
}
