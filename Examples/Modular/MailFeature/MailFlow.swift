import CoordinatorKit

/// The Mail tab's flow: the inbox, a folder and the messages pushed over it are its own screens;
/// a screen of another module (a message's sender) is shown by the flow the app names for it.
public final class MailFlow<AppRoute: MailRouting>: Flow<AppRoute> {
  /// Another module's screen is its module's flow, as the app composes them.
  public func child(for route: AppRoute) -> ChildFlow<AppRoute>? {
    route.mailRoute == nil ? AppRoute.flow(showing: route, on: navigator) : nil
  }
}
