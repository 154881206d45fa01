import ArgumentParser

/// A whole-number option as the user typed it, read by ``value(in:option:unit:)`` once the
/// command line is parsed: every value outside what the program can use, a number too large
/// for an `Int` included, then gets the program's own one-line message and exit status 64.
struct NumberArgument: ExpressibleByArgument, Equatable, Sendable {
  /// The text given on the command line.
  let text: String

  init(argument: String) {
    text = argument
  }

  /// The option's default.
  init(_ value: Int) {
    text = String(value)
  }

  var defaultValueDescription: String { text }

  /// The number, when it is a whole number in `range`.
  ///
  /// - Throws: ``CommandLineError/notANumber(option:value:range:unit:)`` or
  ///   ``CommandLineError/outOfRange(option:value:range:unit:)``.
  func value(in range: ClosedRange<Int>, option: String, unit: String)
    throws(CommandLineError) -> Int
  {
    let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw .notANumber(option: option, value: text, range: range, unit: unit)
    }
    guard let value = Int(text), range.contains(value) else {
      throw .outOfRange(option: option, value: text, range: range, unit: unit)
    }
    return value
  }
}
