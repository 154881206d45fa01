import CoordinatorKit

/// The Contacts module's screens: its own route type, which no other module sees. The app embeds
/// it in its route as one case (see ``ContactsRouting``).
public enum ContactsRoute: Hashable, Codable, Sendable {
  /// Everyone.
  case list
  /// One person's card, by name.
  case card(String)
}
