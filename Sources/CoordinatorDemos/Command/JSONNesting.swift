/// How deep a JSON text nests its arrays and objects, found before it is decoded: a JSON reader
/// refuses a text nested too deep as if it were not JSON at all, so the state file's message
/// would name the wrong cause.
enum JSONNesting {
  /// Whether `bytes`, read as JSON, nests arrays and objects more than `limit` levels deep.
  /// One pass, which stops as soon as it is; brackets inside strings do not count, and a text
  /// that does not start as JSON's arrays and objects do is not read.
  static func exceeds(_ limit: Int, in bytes: [UInt8]) -> Bool {
    let start = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    guard start == UInt8(ascii: "{") || start == UInt8(ascii: "[") else { return false }
    var depth = 0
    var inString = false
    var escaped = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > limit { return true }
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
      default:
        break
      }
    }
    return false
  }
}
