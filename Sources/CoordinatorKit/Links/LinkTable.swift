import Foundation

/// Turns links into navigation targets: one table for custom-scheme links
/// (`myapp://orders/7`) and web links (`https://example.com/orders/7`).
///
/// ```swift
/// let links = LinkTable<Route>(schemes: ["myapp"], hosts: ["example.com"], patterns: [
///   LinkPattern("orders/:id") { match in
///     NavigationTarget().pushing(.order(try match.parameter("id", as: Int.self)))
///   },
/// ])
/// let target = try links.target(for: "myapp://orders/7")
/// ```
///
/// For a custom scheme, the link's host is its first segment (`myapp://orders/7` has the path
/// `orders/7`); a web link must name one of `hosts`. Segments and query values are
/// percent-decoded; empty segments (trailing slashes) are ignored. A query item given more
/// than once is refused when the target reads it (which of the values was meant is unknown). Patterns are tried in order,
/// and a link whose parameters do not parse for one pattern is tried against the next.
public struct LinkTable<Route>: Sendable {
  /// The custom schemes this table accepts.
  package let schemes: [String]
  /// The web hosts this table accepts for `http` and `https` links.
  package let hosts: [String]
  /// The patterns, tried in order.
  package let patterns: [LinkPattern<Route>]

  /// A table for the given schemes and web hosts.
  public init(schemes: [String], hosts: [String] = [], patterns: [LinkPattern<Route>]) {
    self.schemes = schemes.map { $0.lowercased() }
    self.hosts = hosts.map { $0.lowercased() }
    self.patterns = patterns
  }

  /// The target a link leads to.
  ///
  /// - Throws: a ``LinkError`` saying what did not match or parse.
  public func target(for link: String) throws(LinkError) -> NavigationTarget<Route> {
    guard let components = URLComponents(string: link), let scheme = components.scheme else {
      throw .malformed(link)
    }
    let host = components.host?.lowercased()
    var segments: [String] = []
    switch scheme.lowercased() {
    case "http", "https":
      // A table without web hosts takes no web links: say which schemes it does take.
      guard !hosts.isEmpty else { throw .unsupportedScheme(scheme, supported: schemes) }
      guard let host, hosts.contains(host) else {
        throw .unsupportedHost(components.host ?? "", supported: hosts)
      }
    case let custom where schemes.contains(custom):
      if let host = components.percentEncodedHost, !host.isEmpty {
        segments.append(host)
      }
    default:
      throw .unsupportedScheme(scheme, supported: schemes + (hosts.isEmpty ? [] : ["https"]))
    }
    segments += components.percentEncodedPath.split(separator: "/").map(String.init)
    let path = try segments.map { (segment) throws(LinkError) -> String in
      guard let decoded = segment.removingPercentEncoding else { throw .malformed(link) }
      return decoded
    }.filter { !$0.isEmpty }
    var queryItems: [String: String] = [:]
    var repeatedQueryItems: [String: [String]] = [:]
    for item in components.queryItems ?? [] {
      if let first = queryItems[item.name] {
        repeatedQueryItems[item.name, default: [first]].append(item.value ?? "")
      } else {
        queryItems[item.name] = item.value ?? ""
      }
    }
    return try target(
      forPath: path, queryItems: queryItems, repeatedQueryItems: repeatedQueryItems)
  }

  /// The target a link leads to.
  public func target(for url: URL) throws(LinkError) -> NavigationTarget<Route> {
    try target(for: url.absoluteString)
  }

  private func target(
    forPath path: [String], queryItems: [String: String], repeatedQueryItems: [String: [String]]
  ) throws(LinkError) -> NavigationTarget<Route> {
    var firstFailure: LinkError?
    for pattern in patterns {
      guard let parameters = pattern.parameters(in: path) else { continue }
      let match = LinkMatch(
        pattern: pattern.pattern, parameters: parameters, queryItems: queryItems,
        repeatedQueryItems: repeatedQueryItems)
      do {
        return try pattern.build(match)
      } catch let error as LinkError {
        firstFailure = firstFailure ?? error
      } catch {
        firstFailure = firstFailure ?? .refused(pattern: pattern.pattern, reason: "\(error)")
      }
    }
    if let firstFailure { throw firstFailure }
    throw noMatch(for: path)
  }

  /// The error for a path no pattern matches, naming the closest pattern.
  private func noMatch(for path: [String]) -> LinkError {
    let written = path.joined(separator: "/")
    let closest = patterns.max { lhs, rhs in
      let left = lhs.matchedPrefix(of: path)
      let right = rhs.matchedPrefix(of: path)
      if left != right { return left < right }
      return abs(lhs.segments.count - path.count) > abs(rhs.segments.count - path.count)
    }
    guard let closest else {
      return .noMatch(path: written, closest: nil, segment: 1, expected: "", found: path.first)
    }
    let failing = closest.matchedPrefix(of: path)
    return .noMatch(
      path: written, closest: closest.pattern, segment: failing + 1,
      expected: closest.expectation(at: failing),
      found: failing < path.count ? path[failing] : nil)
  }
}
