import CoordinatorKit

/// The flow of Contacts' screens: the list and the cards pushed over it, in its own tab or
/// reached from another module (a message's sender). It leads to no other module's screen.
public final class ContactsFlow<AppRoute: ContactsRouting>: Flow<AppRoute> {
  /// Only Contacts' screens: a target that goes on to another module's is refused, unchanged.
  public func next(_ route: AppRoute, style: PresentationStyle, after previous: AppRoute)
    -> RouteStep<AppRoute>
  {
    route.contactsRoute == nil ? .refuse : defaultStep(for: route)
  }
}
