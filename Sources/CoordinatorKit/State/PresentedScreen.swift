/// A screen above the root, with the way it was presented.
///
/// A navigation state's `path` is a list of these: pushes extend the stack they stand on, and
/// each sheet or cover starts a new modal layer whose own pushes follow it.
public struct PresentedScreen<Route> {
  /// How it was put over the screen before it in the path (stored first: see ``NavigationScreen``).
  public var style: PresentationStyle
  /// The heights the sheet can rest at, for the root of a sheet layer; `nil` for every other
  /// screen, and for a sheet at the platform's default height. Saved only when set.
  public var detents: SheetDetents?
  /// The screen.
  public var screen: NavigationScreen<Route>

  /// Creates a path element; `detents` size a sheet, and only a sheet (the state's checks
  /// refuse them on any other style).
  @inlinable
  public init(
    _ screen: NavigationScreen<Route>, style: PresentationStyle, detents: SheetDetents? = nil
  ) {
    self.screen = screen
    self.style = style
    self.detents = detents
  }
}

extension PresentedScreen: Equatable where Route: Equatable {}
extension PresentedScreen: Hashable where Route: Hashable {}
extension PresentedScreen: Sendable where Route: Sendable {}
extension PresentedScreen: Codable where Route: Codable {}
