import Foundation

extension DecodingError {
  /// The error for data that decodes but breaks a rule of the navigation state (a duplicate
  /// screen, an alert without actions): it carries that rule's message, so whoever reads a
  /// corrupt file learns what is wrong with it, and the state it would replace stays as it was.
  static func brokenRule(_ error: NavigationError, in decoder: any Decoder) -> DecodingError {
    .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
  }
}
