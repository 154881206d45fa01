import CoordinatorKit

/// What the user did on a mail screen; the screen's coordinator decides what it means.
public enum MailAction: Hashable, Sendable {
  /// A list row was opened.
  case open(index: Int)
  /// Write a new message, a reply, or to a contact.
  case compose
  case back
  case signIn
  case signOut
  case openSecurity
  /// In the editor: add a line, choose the recipient, send.
  case writeLine
  case chooseRecipient
  case send
}

/// A button of a mail screen: the key that presses it, its label and what it reports.
package struct MailButton: Hashable, Sendable {
  package let key: Character
  package let label: String
  package let action: MailAction

  package init(_ key: Character, _ label: String, _ action: MailAction) {
    self.key = key
    self.label = label
    self.action = action
  }
}

/// A mail screen's view model: its buttons report their actions.
@MainActor
package protocol MailButtons: EventDrivenViewModel where Event == MailAction {
  var buttons: [MailButton] { get }
}

extension MailButtons {
  /// Reports the action of the button on `key`; `false` when no button has that key.
  package func press(_ key: Character) -> Bool {
    guard let button = buttons.first(where: { $0.key == key }) else { return false }
    send(button.action)
    return true
  }
}
