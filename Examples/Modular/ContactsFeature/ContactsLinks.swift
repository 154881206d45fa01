import CoordinatorKit

/// The links Contacts answers, for the app to put in its link table beside the other modules'.
public enum ContactsLinks {
  /// `contacts/:name` opens a card in `tab` (the tab the app runs Contacts in), over the list.
  public static func patterns<AppRoute: ContactsRouting>(
    for _: AppRoute.Type, inTab tab: TabID
  ) -> [LinkPattern<AppRoute>] {
    [
      LinkPattern("contacts/:name") { (name: String) in
        NavigationTarget(inTab: tab).pushing(.contacts(.card(name)))
      }
    ]
  }
}
