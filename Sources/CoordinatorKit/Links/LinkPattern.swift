/// One kind of link: a path pattern such as `orders/:id/items/:item` and how to turn a match
/// into a navigation target.
///
/// Segments are literals, which must appear as written, or `:name` parameters, which match any
/// one segment and are read, typed, from the ``LinkMatch``.
public struct LinkPattern<Route>: Sendable {
  /// The pattern as written.
  public let pattern: String
  let segments: [Segment]
  let build: @Sendable (LinkMatch) throws -> NavigationTarget<Route>

  enum Segment: Hashable, Sendable {
    case literal(String)
    case parameter(String)
  }

  /// A pattern and the target it leads to. `build` reads the parameters it needs from the
  /// match; an error it throws makes the link fail with that error.
  public init(
    _ pattern: String, to build: @escaping @Sendable (LinkMatch) throws -> NavigationTarget<Route>
  ) {
    self.pattern = pattern
    segments = pattern.split(separator: "/").map { part in
      part.hasPrefix(":") ? .parameter(String(part.dropFirst())) : .literal(String(part))
    }
    self.build = build
  }

  /// A pattern and the target it leads to, `build` taking the pattern's parameters in order,
  /// typed: `LinkPattern("inbox/:id/reply") { (id: Int) in … }`. A parameter that does not
  /// parse as its type makes the link fail with
  /// ``LinkError/invalidParameter(name:value:expected:pattern:)``, naming it, as
  /// ``LinkMatch/parameter(_:as:)`` does; read query items with the other initializer.
  ///
  /// `build` takes as many parameters as the pattern has; when it takes more or fewer, every
  /// link the pattern matches fails with ``LinkError/refused(pattern:reason:)``.
  public init<each Value: LinkParameter & Sendable>(
    _ pattern: String,
    to build: @escaping @Sendable (repeat each Value) throws -> NavigationTarget<Route>
  ) {
    let names = pattern.split(separator: "/").filter { $0.hasPrefix(":") }.map {
      String($0.dropFirst())
    }
    self.init(pattern) { match in
      var next = names.makeIterator()
      func parameter<Next: LinkParameter>(_ type: Next.Type) throws(LinkError) -> Next {
        guard let name = next.next() else {
          throw .refused(
            pattern: pattern,
            reason: "it has \(names.count) parameters; the link's target takes more")
        }
        return try match.parameter(name, as: type)
      }
      let values = (repeat try parameter((each Value).self))
      if let unread = next.next() {
        // A parameter the target never reads would be dropped in silence.
        throw LinkError.refused(
          pattern: pattern, reason: "the link's target does not take its parameter :\(unread)")
      }
      return try build(repeat each values)
    }
  }

  /// How many leading segments of `path` this pattern accepts.
  func matchedPrefix(of path: [String]) -> Int {
    var count = 0
    while count < min(path.count, segments.count) {
      if case .literal(let literal) = segments[count], literal != path[count] { break }
      count += 1
    }
    return count
  }

  /// What the pattern expects at segment `index`, in words.
  func expectation(at index: Int) -> String {
    guard index < segments.count else { return "the end of the link" }
    switch segments[index] {
    case .literal(let literal): return "\"\(literal)\""
    case .parameter(let name): return ":\(name)"
    }
  }

  /// The parameters, when the whole path matches.
  func parameters(in path: [String]) -> [String: String]? {
    guard path.count == segments.count, matchedPrefix(of: path) == path.count else { return nil }
    var parameters: [String: String] = [:]
    for (segment, value) in zip(segments, path) {
      if case .parameter(let name) = segment { parameters[name] = value }
    }
    return parameters
  }
}
