import CoordinatorKit

/// The links Mail answers, for the app to put in its link table beside the other modules'.
public enum MailLinks {
  /// `mail/:id` opens a message in `tab` (the tab the app runs Mail in), over the inbox.
  public static func patterns<AppRoute: MailRouting>(
    for _: AppRoute.Type, inTab tab: TabID
  ) -> [LinkPattern<AppRoute>] {
    [
      LinkPattern("mail/:id") { (id: Int) in
        NavigationTarget(inTab: tab).pushing(.mail(.message(id)))
      }
    ]
  }
}
