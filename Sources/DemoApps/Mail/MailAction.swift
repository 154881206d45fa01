import CoordinatorKit

/// What the user did on a mail screen; the screen's coordinator decides what it means.
public enum MailAction: Hashable, Sendable {
  /// A list row was opened.
  case open(index: Int)
  /// Write a new message, a reply, or to a contact.
  case compose
  /// Show a contact's card over the page, in a popover.
  case showContact(name: String)
  /// Close the card.
  case close
  /// Delete the message shown (after asking).
  case delete
  case back
  case signIn
  case signOut
  case openSecurity
  /// In the security settings: turn sign-in alerts by mail on or off; save the change.
  case toggleAlerts
  case saveSecurity
  /// In the editor: add a line, choose the recipient, send.
  case writeLine
  case chooseRecipient
  case send
}
