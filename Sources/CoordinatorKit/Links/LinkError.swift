/// Why a link could not be turned into a navigation target. Following a link that fails changes
/// nothing; each case says what was wrong and what was expected.
public enum LinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not a link at all.
  case malformed(String)
  /// The link's scheme is not one the table accepts.
  case unsupportedScheme(String, supported: [String])
  /// A web link for a host the table does not serve.
  case unsupportedHost(String, supported: [String])
  /// No pattern matches the link's path. `closest` is the pattern that matched the most
  /// segments; it failed at `segment` (counted from 1), where it expected `expected` and the link
  /// has `found` (`nil` when the link ended there).
  case noMatch(path: String, closest: String?, segment: Int, expected: String, found: String?)
  /// A pattern matched, but one of its parameters does not parse.
  case invalidParameter(name: String, value: String, expected: String, pattern: String)
  /// A query item the target needs is missing.
  case missingQueryItem(name: String, pattern: String)
  /// A query item does not parse.
  case invalidQueryItem(name: String, value: String, expected: String, pattern: String)
  /// The app's builder for a matched pattern refused the link.
  case refused(pattern: String, reason: String)

  /// The longest text from the link that a description quotes; longer text is cut with "…", so
  /// a huge link still gives one short line.
  public static let quotedLength = 60

  /// `text` in quotes, cut to ``quotedLength`` characters, its control characters written
  /// visibly (`\u{1B}`): a link's decoded `%1b`, `%0d%0a` or `%00` would otherwise act on the
  /// terminal that shows the message, or break it into lines.
  private static func quoted(_ text: String) -> String {
    var shown = ""
    for character in text {
      let visible = LinkText.visible(character)
      guard shown.count + visible.count < quotedLength else {
        shown += "…"
        break
      }
      shown += visible
    }
    return "\"\(shown)\""
  }

  /// What was wrong, in one line; text from the link is quoted, cut to ``quotedLength``, with
  /// its control characters written visibly.
  public var description: String {
    let quoted = Self.quoted
    switch self {
    case .malformed(let text):
      return "\(quoted(text)) is not a link."
    case .unsupportedScheme(let scheme, let supported):
      guard !supported.isEmpty else { return "No links are handled here." }
      return "Links with the scheme \(quoted(scheme)) are not handled; use "
        + supported.map { "\"\($0)\"" }.joined(separator: " or ") + "."
    case .unsupportedHost(let host, let supported):
      guard !supported.isEmpty else {
        return "Links to \(quoted(host)) are not handled: no web links are."
      }
      return "Links to \(quoted(host)) are not handled; use "
        + supported.map { "\"\($0)\"" }.joined(separator: " or ") + "."
    case .noMatch(let path, let closest, let segment, let expected, let found):
      guard let closest else { return "No link matches \(quoted(path))." }
      let location = found.map { "where the link has \(quoted($0))" } ?? "where the link ends"
      return "No link matches \(quoted(path)): the closest, \"\(closest)\", expects \(expected) "
        + "at segment \(segment), \(location)."
    case .invalidParameter(let name, let value, let expected, let pattern):
      return "In \"\(pattern)\", \(name) must be \(expected), not \(quoted(value))."
    case .missingQueryItem(let name, let pattern):
      return "The link \"\(pattern)\" needs the query item \"\(name)\"."
    case .invalidQueryItem(let name, let value, let expected, let pattern):
      return "In \"\(pattern)\", the query item \(name) must be \(expected), not \(quoted(value))."
    case .refused(let pattern, let reason):
      return "The link \(quoted(pattern)) was refused: \(reason)."
    }
  }
}
