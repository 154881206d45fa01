import CoordinatorKit

/// The links Mail answers, for the app to put in its link table beside the other modules'.
public enum MailLinks {
  /// `mail/:id` opens a message over the inbox (in the tab whose root is the inbox, where the
  /// app runs Mail in a tab).
  public static func patterns<AppRoute: MailRouting>(for _: AppRoute.Type)
    -> [LinkPattern<AppRoute>]
  {
    [LinkPattern("mail/:id") { (id: Int) in [.mail(.inbox), .mail(.message(id))] }]
  }
}
