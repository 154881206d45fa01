import Foundation

/// A target that comes from outside the app's screens (a link, a notification, a Handoff, an App
/// Intent), with the identity of its delivery: the registry opens an entry once, however many
/// ways the platform hands it over (a cold start's launch options and the delegate callback
/// that follows, a notification answered in two scenes).
public struct SceneEntry<Route> {
  /// The identity of this delivery: a notification request's identifier, the entry an advertised
  /// activity names, or a fresh one (``init(_:)``).
  public var id: String
  /// Where the entry leads.
  public var target: NavigationTarget<Route>

  /// An entry delivered as `id`, leading to `target`.
  public init(id: String, target: NavigationTarget<Route>) {
    self.id = id
    self.target = target
  }

  /// An entry with an identity of its own, for a delivery the platform gives no identity (an App
  /// Intent's `perform()`, a web link): each one made is opened once.
  public init(_ target: NavigationTarget<Route>) {
    self.init(id: "entry-" + UUID().uuidString, target: target)
  }
}

extension SceneEntry: Equatable where Route: Equatable {}
extension SceneEntry: Hashable where Route: Hashable {}
extension SceneEntry: Sendable where Route: Sendable {}
/// An entry is `Codable` when its routes are: with `Hashable`, what SwiftUI's
/// `WindowGroup(for: SceneEntry<Route>.self)` needs of the value a window is opened for.
extension SceneEntry: Codable where Route: Codable {}
