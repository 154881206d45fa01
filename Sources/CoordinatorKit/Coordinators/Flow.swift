/// A flow coordinator class, in one name: subclass it and state only what is the flow's own
/// (its first screen, its child flows, the models of its screens).
///
/// It is ``FlowCoordinatorBase`` (which stores the coordinator's node and navigator) and
/// ``FlowCoordinator`` (which shows screens), so a subclass gets every request of the protocol.
/// A type that must inherit from something else conforms to ``FlowCoordinator`` itself.
///
/// ```swift
/// final class InboxFlow: Flow<AppRoute> {
///   func start() throws(NavigationError) { try show(.inbox) }
/// }
/// let inbox = InboxFlow(navigator: navigator)
/// ```
public typealias Flow<Route: Equatable> = FlowCoordinatorBase<Route> & FlowCoordinator
