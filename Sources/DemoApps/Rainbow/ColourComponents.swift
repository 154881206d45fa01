/// A colour as red, green and blue components, 0–255.
public struct ColourComponents: Hashable, Sendable {
  /// The red component, 0–255.
  public let red: UInt8
  /// The green component, 0–255.
  public let green: UInt8
  /// The blue component, 0–255.
  public let blue: UInt8
}
