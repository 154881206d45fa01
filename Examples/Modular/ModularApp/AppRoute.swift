import ContactsFeature
import CoordinatorKit
import MailFeature

/// The app's route: each module's routes embedded as one case. The app is the only code that
/// sees every module; the modules see only the protocols they declared, which it conforms to.
///
/// The synthesized `Codable` keeps a saved state one value: an embedded screen encodes as its
/// case, holding its module's route, `{"mail":{"_0":{"message":{"_0":7}}}}`.
public enum AppRoute: MailRouting, ContactsRouting {
  case mail(MailRoute)
  case contacts(ContactsRoute)

  public var mailRoute: MailRoute? {
    if case .mail(let route) = self { route } else { nil }
  }

  public var contactsRoute: ContactsRoute? {
    if case .contacts(let route) = self { route } else { nil }
  }

  /// A message's sender is their card in Contacts.
  public static func sender(_ name: String) -> AppRoute { .contacts(.card(name)) }

  /// Contacts' screens reached from Mail are Contacts' flow, pushed in Mail's stack.
  public static func flow(showing route: AppRoute, on navigator: Navigator<AppRoute>)
    -> ChildFlow<AppRoute>?
  {
    route.contactsRoute == nil ? nil : .push(ContactsFlow(navigator: navigator))
  }
}
