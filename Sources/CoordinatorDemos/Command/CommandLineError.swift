import DemoApps

/// A wrong command line, found before anything starts: the program says why in one line and
/// exits with status 64.
enum CommandLineError: Error, Equatable, CustomStringConvertible {
  /// `value`, given to `option`, is not a whole number.
  case notANumber(option: String, value: String, range: ClosedRange<Int>, unit: String)
  /// `value`, given to `option`, is outside `range`.
  case outOfRange(option: String, value: String, range: ClosedRange<Int>, unit: String)
  /// The script names more keys than a run may apply.
  case tooManyKeys(count: Int, limit: Int)
  /// A script key name that is not a key; `reason` is the key parser's message.
  case badKeyName(reason: String)
  /// `--overwrite-state-file` without `--state-file`.
  case overwriteWithoutStateFile

  /// The longest text from the command line that a message quotes.
  static let quotedLength = 40

  /// The message, in one line: what is wrong and what to give instead.
  var description: String {
    switch self {
    case .notANumber(let option, let value, let range, let unit):
      "\(option) \(Self.quoted(value)) is not a whole number: give \(Self.span(range)) \(unit)."
    case .outOfRange(let option, let value, let range, let unit):
      "\(option) \(Self.quoted(value)) is out of range: give \(Self.span(range)) \(unit)."
    case .tooManyKeys(let count, let limit):
      "--script names \(count.groupedDigits) keys, more than the \(limit.groupedDigits) a run "
        + "applies: split it into several runs that share a --state-file."
    case .badKeyName(let reason):
      reason
    case .overwriteWithoutStateFile:
      "--overwrite-state-file needs --state-file PATH: there is nothing to overwrite."
    }
  }

  /// "20 to 1,000".
  static func span(_ range: ClosedRange<Int>) -> String {
    "\(range.lowerBound.groupedDigits) to \(range.upperBound.groupedDigits)"
  }

  /// `text` as a message quotes it: cut to ``quotedLength`` characters, control characters
  /// written visibly.
  private static func quoted(_ text: String) -> String {
    let shown = String(text.prefix(quotedLength + 1)).escapingControlCharacters
    return shown.count > quotedLength ? shown.prefix(quotedLength - 1) + "…" : shown
  }
}
