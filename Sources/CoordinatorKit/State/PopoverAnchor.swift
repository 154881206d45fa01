/// The control a popover points at, by name: the button or row that opened it.
///
/// A popover belongs next to what the user tapped, but the state knows no views. So the state
/// keeps a name, the screen under the popover gives that name to one of its controls, and each
/// host resolves it: a SwiftUI view marked with `popoverAnchor(_:)`, the UIKit view a screen's
/// controller returns for it, a row of a terminal screen. A name no control of the screen has
/// leaves the popover pointing at the whole screen, as a popover without an anchor does, so a
/// stale or mistyped name never hides a popover.
///
/// The anchor is saved with the state and carried by links, so a restored popover points where
/// it did.
public struct PopoverAnchor: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The name the screen's control is known by, such as `"sender"`.
  public var name: String

  /// The anchor of the control named `name`.
  public init(_ name: String) {
    self.name = name
  }

  /// The anchor of the control named by a string literal: `anchor: "sender"`.
  public init(stringLiteral name: String) {
    self.init(name)
  }

  /// Reads the anchor from its name alone, as it is saved.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Saves the anchor as its name alone.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }

  /// The name, quoted: `"sender"`.
  public var description: String { "\"\(name)\"" }
}
