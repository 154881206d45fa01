import Foundation

/// A value a link can carry in a path segment or a query item: `orders/:id` reads `id` as an
/// `Int`. Conform your own types to read them from links.
public protocol LinkParameter {
  /// How the parameter is named in errors ("a whole number", "a UUID").
  static var linkDescription: String { get }

  /// Reads the value from one percent-decoded link component; `nil` when it does not parse.
  init?(linkComponent: String)
}

extension String: LinkParameter {
  /// Any text.
  public static var linkDescription: String { "text" }
  /// The component itself.
  public init?(linkComponent: String) { self = linkComponent }
}

extension Int: LinkParameter {
  /// A whole number.
  public static var linkDescription: String { "a whole number" }
  /// The component as a decimal integer.
  public init?(linkComponent: String) { self.init(linkComponent, radix: 10) }
}

extension Double: LinkParameter {
  /// A number.
  public static var linkDescription: String { "a number" }
  /// The component as a decimal number.
  public init?(linkComponent: String) {
    guard let value = Double(linkComponent), value.isFinite else { return nil }
    self = value
  }
}

extension Bool: LinkParameter {
  /// `true`, `false`, `1` or `0`.
  public static var linkDescription: String { "true, false, 1 or 0" }
  /// The component as a flag.
  public init?(linkComponent: String) {
    switch linkComponent.lowercased() {
    case "true", "1": self = true
    case "false", "0": self = false
    default: return nil
    }
  }
}

extension UUID: LinkParameter {
  /// A UUID.
  public static var linkDescription: String { "a UUID" }
  /// The component as a UUID string.
  public init?(linkComponent: String) { self.init(uuidString: linkComponent) }
}
