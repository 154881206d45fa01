/// Numbers the identities in a saved state file (screens, their owners, guarded screens) in the
/// order they first appear, so the same navigation saves the same bytes in every run: identities
/// are random per process, and files that differ only in them could not be compared.
///
/// Equal identities stay equal, so the file restores the same state. Numbered identities keep
/// their format (a UUID for a screen, 32 hex digits for a coordinator) and cannot collide with
/// the random ones a running app makes.
///
/// Linear in the file's length: one pass finds the JSON's strings and numbers the identities, a
/// second copies the text with them replaced. (Replacing each identity over the whole text, as
/// an earlier version did, made saving a chain of 2,000 screens take minutes.)
enum SavedIdentities {
  /// `json` with every identity numbered in order of first appearance: each value of an `"id"`
  /// or `"owner"` key that has an identity's format, and every other string equal to one (a
  /// guarded screen's identity in a list).
  static func numbered(_ json: [UInt8]) -> [UInt8] {
    numbered(bytes: json)
  }

  /// ``numbered(_:)`` over any bytes read by position, so a test can count the reads.
  static func numbered<Bytes: RandomAccessCollection<UInt8>>(bytes json: Bytes) -> [UInt8]
  where Bytes.Index == Int {
    let strings = JSONStrings.scan(json)
    var numbers: [[UInt8]: [UInt8]] = [:]
    for string in strings where string.isIdentityValue {
      guard let value = identity(json[string.content]), numbers[value] == nil else { continue }
      numbers[value] = numbered(value, as: numbers.count + 1)
    }
    var result: [UInt8] = []
    result.reserveCapacity(json.count)
    var copied = json.startIndex
    for string in strings {
      guard let value = identity(json[string.content]), let number = numbers[value] else {
        continue
      }
      result += json[copied..<string.content.lowerBound]
      result += number
      copied = string.content.upperBound
    }
    result += json[copied...]
    return result
  }

  /// `text` when it has an identity's format: 32 to 36 hex digits and hyphens.
  private static func identity(_ text: some Collection<UInt8>) -> [UInt8]? {
    guard (32...36).contains(text.count) else { return nil }
    let isIdentity = text.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
        UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "-"):
        true
      default: false
      }
    }
    return isIdentity ? Array(text) : nil
  }

  /// Identity `number` written in the format of `value`.
  private static func numbered(_ value: [UInt8], as number: Int) -> [UInt8] {
    let digits = String(number, radix: 16)
    guard value.contains(UInt8(ascii: "-")) else {
      return Array((String(repeating: "0", count: 32 - digits.count) + digits).utf8)
    }
    return Array(
      ("00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - digits.count) + digits)
        .utf8)
  }
}

/// A string of a JSON text: where its content is, and whether it is the value of an `"id"` or
/// `"owner"` key.
private struct JSONStrings {
  /// The string's bytes between its quotes, escapes left as written.
  let content: Range<Int>
  /// Whether the string is the value of an `"id"` or `"owner"` key.
  let isIdentityValue: Bool

  /// Every string of `json`, in order, found in one pass. Text that is not JSON gives whatever
  /// strings it seems to hold; an unterminated string ends the scan.
  static func scan<Bytes: RandomAccessCollection<UInt8>>(_ json: Bytes) -> [JSONStrings]
  where Bytes.Index == Int {
    var strings: [JSONStrings] = []
    // The last string, while only white space and a colon follow it: the key of what comes next.
    var key: Range<Int>?
    var keyHasColon = false
    var index = json.startIndex
    while index < json.endIndex {
      switch json[index] {
      case UInt8(ascii: "\""):
        let start = index + 1
        var end = start
        while end < json.endIndex {
          let byte = json[end]
          if byte == UInt8(ascii: "\"") { break }
          end += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        guard end < json.endIndex else { return strings }
        let isIdentityValue =
          keyHasColon
          && key.map { json[$0].elementsEqual("id".utf8) || json[$0].elementsEqual("owner".utf8) }
            == true
        strings.append(JSONStrings(content: start..<end, isIdentityValue: isIdentityValue))
        key = start..<end
        keyHasColon = false
        index = end + 1
      case UInt8(ascii: ":"):
        keyHasColon = key != nil
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        index += 1
      default:
        key = nil
        keyHasColon = false
        index += 1
      }
    }
    return strings
  }
}
