/// The mail demo's screens.
public enum MailRoute: Hashable, Codable, Sendable {
  /// The Inbox tab's first screen, the sidebar: the mailboxes.
  case mailboxes
  /// A mailbox's list of messages, the split view's middle column.
  case mailbox(Mailbox)
  /// One message of a mailbox.
  case message(id: Int)
  /// The editor of a draft, presented as a sheet; the route holds the draft, so a saved state
  /// keeps it.
  case compose(MailDraft)
  /// The list a draft's recipient is chosen from, pushed in the editor's sheet.
  case chooseRecipient
  /// The Contacts tab's list.
  case contacts
  /// One contact.
  case contact(name: String)
  /// The Account tab: who is signed in.
  case account
  /// The security settings: only for a signed-in user.
  case security
  /// The sign-in sheet.
  case signIn
  /// The Sent tab's list, a tab added when the first message is sent.
  case sent
}
