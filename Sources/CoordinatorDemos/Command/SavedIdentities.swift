import Foundation

/// Numbers the identities in a saved state file (screens, their owners, guarded screens) in the
/// order they first appear, so the same navigation saves the same bytes in every run: identities
/// are random per process, and files that differ only in them could not be compared.
///
/// Equal identities stay equal, so the file restores the same state. Numbered identities keep
/// their format (a UUID for a screen, 32 hex digits for a coordinator) and cannot collide with
/// the random ones a running app makes.
enum SavedIdentities {
  /// An identity's key and value as the encoder writes them, with `.prettyPrinted`.
  private static let identity = try? NSRegularExpression(
    pattern: #""(?:id|owner)" : "([0-9A-Fa-f-]{32,36})""#)

  /// `json` with every identity numbered in order of first appearance.
  static func numbered(_ json: String) -> String {
    guard let identity else { return json }
    let whole = NSRange(json.startIndex..., in: json)
    var numbers: [String: String] = [:]
    var order: [String] = []
    for match in identity.matches(in: json, range: whole) {
      guard let range = Range(match.range(at: 1), in: json) else { continue }
      let value = String(json[range])
      guard numbers[value] == nil else { continue }
      numbers[value] = numbered(value, as: order.count + 1)
      order.append(value)
    }
    var result = json
    for value in order {
      if let number = numbers[value] {
        result = result.replacingOccurrences(of: "\"\(value)\"", with: "\"\(number)\"")
      }
    }
    return result
  }

  /// Identity `number` written in the format of `value`.
  private static func numbered(_ value: String, as number: Int) -> String {
    let digits = String(number, radix: 16)
    guard value.contains("-") else {
      return String(repeating: "0", count: 32 - digits.count) + digits
    }
    return "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - digits.count) + digits
  }
}
