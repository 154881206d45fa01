/// The control a zoom transition grows a screen from, by name: the thumbnail or card the user
/// tapped.
///
/// Named as a ``PopoverAnchor`` is, for the same reason: the state knows no views. The screen
/// below gives the name to one of its controls and each host resolves it (a SwiftUI view marked
/// with `zoomSource(_:)`, the UIKit view a screen's controller returns for it). A name no control
/// has, or a platform without zoom transitions (before iOS 18, and macOS), shows the standard
/// transition, so a stale or mistyped name never hides a screen.
///
/// The source is saved with the state and carried by links, so a restored screen zooms back to
/// where it came from.
public struct ZoomSource: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The name the screen's control is known by, such as `"photo-3"`.
  public var name: String

  /// The source of the control named `name`.
  public init(_ name: String) {
    self.name = name
  }

  /// The source of the control named by a string literal: `.zooming(from: "photo-3")`.
  public init(stringLiteral name: String) {
    self.init(name)
  }

  /// Reads the source from its name alone, as it is saved.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Saves the source as its name alone.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }

  /// The name, quoted: `"photo-3"`.
  public var description: String { "\"\(name)\"" }
}
