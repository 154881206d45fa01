import CoordinatorKit

/// The Mail module's screens: its own route type, which no other module sees. The app embeds it
/// in its route as one case (see ``MailRouting``), so it is saved with the app's state.
///
/// A case added in a later version decodes every state saved before it (an enum decodes by the
/// name of its case); renaming or removing a case makes the states that hold it unreadable, so
/// keep a case's name while a saved state may hold it.
public enum MailRoute: Hashable, Codable, Sendable {
  /// The list of messages.
  case inbox
  /// One message, by its number.
  case message(Int)
  /// A folder of messages, by name. Added in version 2: states saved by version 1 still decode.
  case folder(String)
}
