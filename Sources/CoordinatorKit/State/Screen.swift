/// One screen in a navigation state: the app's route plus the identity that tells it apart.
public struct Screen<Route> {
  // The route is stored last (see PathNode, "Storage that generic code copies cheaply").

  /// The stable identity of this screen.
  public let id: ScreenID
  /// The coordinator that put the screen there, if any.
  public var owner: CoordinatorID?
  /// What the screen shows, in the app's own terms.
  public var route: Route

  /// Creates a screen for `route`, with a new identity unless one is given.
  public init(_ route: Route, id: ScreenID = ScreenID(), owner: CoordinatorID? = nil) {
    self.id = id
    self.route = route
    self.owner = owner
  }
}

extension Screen: Equatable where Route: Equatable {}
extension Screen: Hashable where Route: Hashable {}
extension Screen: Sendable where Route: Sendable {}
extension Screen: Codable where Route: Codable {}
