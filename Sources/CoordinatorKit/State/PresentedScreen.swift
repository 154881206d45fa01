/// A screen above the root, with the way it was presented.
///
/// A navigation state's `path` is a list of these: pushes extend the stack they stand on, and
/// each sheet or cover starts a new modal layer whose own pushes follow it.
public struct PresentedScreen<Route> {
  /// How it was put over the screen before it in the path (stored first: see ``NavigationScreen``).
  public var style: PresentationStyle
  /// The screen.
  public var screen: NavigationScreen<Route>

  /// Creates a path element.
  @inlinable
  public init(_ screen: NavigationScreen<Route>, style: PresentationStyle) {
    self.screen = screen
    self.style = style
  }
}

extension PresentedScreen: Equatable where Route: Equatable {}
extension PresentedScreen: Hashable where Route: Hashable {}
extension PresentedScreen: Sendable where Route: Sendable {}
extension PresentedScreen: Codable where Route: Codable {}
