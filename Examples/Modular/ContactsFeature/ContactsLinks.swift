import CoordinatorKit

/// The links Contacts answers, for the app to put in its link table beside the other modules'.
public enum ContactsLinks {
  /// `contacts/:name` opens a card over the list (in the tab whose root is the list, where the
  /// app runs Contacts in a tab).
  public static func patterns<AppRoute: ContactsRouting>(for _: AppRoute.Type)
    -> [LinkPattern<AppRoute>]
  {
    [
      LinkPattern("contacts/:name") { (name: String) in [.contacts(.list), .contacts(.card(name))] }
    ]
  }
}
