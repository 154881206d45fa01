/// Turns the byte stream read from a terminal in raw mode into key presses.
///
/// Terminals do not send one key per `read()`: several keys can arrive at once, and an escape
/// sequence can be split across two reads. The decoder keeps an incomplete tail and finishes it
/// when the next bytes arrive. A lone `ESC` is ambiguous (the escape key, or the start of a
/// sequence whose rest is still in flight), so it stays pending until the reader sees no more
/// input for a short while and calls ``flushPendingEscape()``.
public struct KeyDecoder: Sendable {
  private static let escapeByte: UInt8 = 0x1B
  /// The longest escape sequence kept while waiting for its final byte; longer ones are dropped.
  private static let maximumSequenceLength = 64

  private var pending: [UInt8] = []

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes of an unfinished key are waiting for more input.
  public var hasPendingBytes: Bool { !pending.isEmpty }

  /// Whether the pending bytes start with `ESC`, so the reader should call
  /// ``flushPendingEscape()`` if no more input arrives soon.
  public var hasPendingEscape: Bool { pending.first == KeyDecoder.escapeByte }

  /// Decodes the next chunk of the input stream and returns the keys it completes.
  ///
  /// Arrows come as CSI (`ESC [ A`…`D`, modifiers such as `ESC [ 1 ; 5 A` are ignored) or SS3
  /// (`ESC O A`…`D`); `CR` and `LF` are Enter; `DEL` and `BS` are Backspace; other escape
  /// sequences and control bytes are consumed and dropped. Multi-byte UTF-8 characters are
  /// supported.
  public mutating func decode(_ bytes: some Collection<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let consumed = decodeKey(at: index, into: &keys) else { break }
      index += consumed
    }
    pending.removeFirst(index)
    return keys
  }

  /// Ends a pending lone `ESC` as the escape key, once the reader knows no more bytes follow.
  ///
  /// Bytes that were pending after the `ESC` (an unfinished `ESC [`) are decoded as plain keys.
  /// Returns an empty array when no escape is pending.
  public mutating func flushPendingEscape() -> [Key] {
    guard hasPendingEscape else { return [] }
    let rest = pending.dropFirst()
    pending = []
    return [.escape] + decode(rest)
  }

  /// Decodes the key starting at `index` and returns how many bytes it used, or `nil` when the
  /// bytes from `index` on are the incomplete start of a key.
  private func decodeKey(at index: Int, into keys: inout [Key]) -> Int? {
    let byte = pending[index]
    switch byte {
    case KeyDecoder.escapeByte:
      return decodeEscape(at: index, into: &keys)
    case 0x0D, 0x0A:
      keys.append(.enter)
    case 0x7F, 0x08:
      keys.append(.backspace)
    case 0x03:
      keys.append(.controlC)
    case 0x04:
      keys.append(.controlD)
    case 0x1A:
      keys.append(.controlZ)
    case 0x09:
      keys.append(.tab)
    case 0x20:
      keys.append(.space)
    case 0x21...0x7E:
      keys.append(.character(Character(Unicode.Scalar(byte))))
    case 0x80...0xFF:
      return decodeUTF8(at: index, into: &keys)
    default:
      break  // Other control bytes have no key.
    }
    return 1
  }

  private func decodeEscape(at index: Int, into keys: inout [Key]) -> Int? {
    let next = index + 1
    guard next < pending.count else { return nil }
    switch pending[next] {
    case UInt8(ascii: "["):
      return decodeControlSequence(at: index, into: &keys)
    case UInt8(ascii: "O"):
      guard next + 1 < pending.count else { return nil }
      if let arrow = KeyDecoder.arrow(finalByte: pending[next + 1]) {
        keys.append(arrow)
      }
      return 3
    default:
      // `ESC ESC`, or `ESC` followed by a plain key (Alt+key): the escape key, then go on.
      keys.append(.escape)
      return 1
    }
  }

  /// Decodes `ESC [ parameters intermediates final`.
  private func decodeControlSequence(at index: Int, into keys: inout [Key]) -> Int? {
    var position = index + 2
    var parameters: [UInt8] = []
    while position < pending.count {
      if position - index >= KeyDecoder.maximumSequenceLength {
        // A runaway sequence: dropped at the same length whether its bytes came in one read or
        // several, so how input is split never changes the keys.
        return position - index
      }
      let byte = pending[position]
      switch byte {
      case 0x30...0x3F:
        parameters.append(byte)
      case 0x20...0x2F:
        break  // Intermediate bytes: no key uses them.
      case 0x40...0x7E:
        let isPlainOrModified = parameters.allSatisfy {
          $0 == UInt8(ascii: ";") || (0x30...0x39).contains($0)
        }
        if isPlainOrModified, let arrow = KeyDecoder.arrow(finalByte: byte) {
          keys.append(arrow)
        }
        return position - index + 1
      default:
        // Not part of a control sequence: drop what came before it and decode it afresh.
        return position - index
      }
      position += 1
    }
    if position - index >= KeyDecoder.maximumSequenceLength {
      return position - index  // A runaway sequence: drop it rather than grow without bound.
    }
    return nil
  }

  private func decodeUTF8(at index: Int, into keys: inout [Key]) -> Int? {
    let lead = pending[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return 1  // Not a lead byte: drop it.
    }
    guard index + length <= pending.count else {
      let available = pending[(index + 1)...]
      return available.allSatisfy(KeyDecoder.isContinuation) ? nil : 1
    }
    let encoded = pending[index..<(index + length)]
    guard encoded.dropFirst().allSatisfy(KeyDecoder.isContinuation),
      let text = String(validating: encoded, as: UTF8.self), let character = text.first
    else {
      return 1
    }
    let isControl = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    if !isControl {
      keys.append(.character(character))
    }
    return length
  }

  private static func isContinuation(_ byte: UInt8) -> Bool {
    (0x80...0xBF).contains(byte)
  }

  private static func arrow(finalByte: UInt8) -> Key? {
    switch finalByte {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    default: return nil
    }
  }
}
