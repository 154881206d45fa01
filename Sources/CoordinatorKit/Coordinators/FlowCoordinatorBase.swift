/// An optional base class for flow coordinators: it stores what every flow coordinator holds (its
/// ``CoordinatorNode`` and its ``Navigator``) and takes the navigator in its initializer, so a
/// subclass states only what is its own: its protocols, its first screen and its routes.
///
/// Nothing requires it: the protocols (``Coordinator``, ``FlowCoordinator``, ``FlowCoordinator``)
/// stay the primary API, and a type that must inherit from something else stores a node and a
/// navigator itself.
///
/// ```swift
/// final class InboxCoordinator: Flow<AppRoute> {
///   func start() throws(NavigationError) { try show(.inbox) }
/// }
/// let inbox = InboxCoordinator(navigator: navigator)
/// ```
@MainActor
open class FlowCoordinatorBase<NavigationRoute: Equatable> {
  /// The app's route type, which a subclass's ``FlowCoordinator`` conformance takes from here.
  public typealias Route = NavigationRoute

  /// The coordinator's identity, parent and children (see ``Coordinator/node``).
  public let node: CoordinatorNode
  /// The navigator whose state this coordinator changes (see ``FlowCoordinator/navigator``).
  public let navigator: Navigator<Route>

  /// A coordinator of screens on `navigator`; whoever holds it starts it.
  ///
  /// - Parameters:
  ///   - navigator: the navigator its screens live on, usually its parent's.
  ///   - identifier: its identity; a fixed one makes dumps readable.
  public init(navigator: Navigator<Route>, identifier: CoordinatorID = CoordinatorID()) {
    self.node = CoordinatorNode(identifier: identifier)
    self.navigator = navigator
  }
}
