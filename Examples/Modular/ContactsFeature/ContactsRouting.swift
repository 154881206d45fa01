import CoordinatorKit

/// What the Contacts module needs of the app's route, which it never names: the app's route
/// conforms, and Contacts' coordinators and links are generic over it.
public protocol ContactsRouting: Hashable, Codable, Sendable {
  /// The app's route showing a screen of Contacts (usually the enum case
  /// `contacts(ContactsRoute)`).
  static func contacts(_ route: ContactsRoute) -> Self
  /// The Contacts screen this route shows; `nil` for another module's screen.
  var contactsRoute: ContactsRoute? { get }
}
