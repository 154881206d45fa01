/// One screen in a navigation state: the app's route plus the identity that tells it apart.
public struct NavigationScreen<Route> {
  // The route is stored last (see PathNode, "Storage that generic code copies cheaply").

  /// The stable identity of this screen.
  public let id: ScreenID
  /// The coordinator that put the screen there, if any.
  public var owner: CoordinatorID?
  /// What the screen shows, in the app's own terms.
  public var route: Route

  /// Creates a screen for `route`, with a new identity unless one is given.
  @inlinable
  public init(_ route: Route, id: ScreenID = ScreenID(), owner: CoordinatorID? = nil) {
    self.id = id
    self.route = route
    self.owner = owner
  }
}

extension NavigationScreen: Equatable where Route: Equatable {}
extension NavigationScreen: Hashable where Route: Hashable {}
extension NavigationScreen: Sendable where Route: Sendable {}
extension NavigationScreen: Codable where Route: Codable {}
