/// The values a link carried, for the pattern it matched: path parameters by name, and query
/// items. Reading one that does not parse throws an error that names it and what was expected.
public struct LinkMatch: Sendable {
  /// The pattern the link matched, as written.
  public let pattern: String
  private let parameters: [String: String]
  private let queryItems: [String: String]
  /// Every value of the query items the link gives more than once.
  private let repeatedQueryItems: [String: [String]]

  init(
    pattern: String, parameters: [String: String], queryItems: [String: String],
    repeatedQueryItems: [String: [String]] = [:]
  ) {
    self.pattern = pattern
    self.parameters = parameters
    self.queryItems = queryItems
    self.repeatedQueryItems = repeatedQueryItems
  }

  /// The path parameter `name` (`:name` in the pattern), read as `type`.
  ///
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:pattern:)`` when it does not
  ///   parse, and ``LinkError/refused(pattern:reason:)`` when the pattern has no such parameter.
  public func parameter<Value: LinkParameter>(_ name: String, as type: Value.Type = Value.self)
    throws(LinkError) -> Value
  {
    guard let text = parameters[name] else {
      throw .refused(pattern: pattern, reason: "it has no parameter :\(name)")
    }
    guard let value = Value(linkComponent: text) else {
      throw .invalidParameter(
        name: name, value: text, expected: Value.linkDescription, pattern: pattern)
    }
    return value
  }

  /// The query item `name`, read as `type`, or `nil` when the link has none.
  ///
  /// - Throws: ``LinkError/invalidQueryItem(name:value:expected:pattern:)`` when it does not
  ///   parse, or when the link gives it more than once.
  public func query<Value: LinkParameter>(_ name: String, as type: Value.Type = Value.self)
    throws(LinkError) -> Value?
  {
    if let values = repeatedQueryItems[name] {
      throw .invalidQueryItem(
        name: name, value: values.joined(separator: "\", \""),
        expected: "given once (the link gives it \(values.count) times)", pattern: pattern)
    }
    guard let text = queryItems[name] else { return nil }
    guard let value = Value(linkComponent: text) else {
      throw .invalidQueryItem(
        name: name, value: text, expected: Value.linkDescription, pattern: pattern)
    }
    return value
  }

  /// The query item `name`, which the target needs.
  ///
  /// - Throws: ``LinkError/missingQueryItem(name:pattern:)`` or
  ///   ``LinkError/invalidQueryItem(name:value:expected:pattern:)``.
  public func requiredQuery<Value: LinkParameter>(
    _ name: String, as type: Value.Type = Value.self
  ) throws(LinkError) -> Value {
    guard let value = try query(name, as: type) else {
      throw .missingQueryItem(name: name, pattern: pattern)
    }
    return value
  }
}
