import CoordinatorKit
import CoordinatorKitTerminal

/// What the user did on a mail screen; the screen's coordinator decides what it means.
enum MailAction: Hashable, Sendable {
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
struct MailButton: Hashable, Sendable {
  let key: Character
  let label: String
  let action: MailAction

  init(_ key: Character, _ label: String, _ action: MailAction) {
    self.key = key
    self.label = label
    self.action = action
  }

  /// The button as the key bar and the button row show it.
  var hint: KeyHint { KeyHint(String(key), label) }
}

/// A mail screen's view model: its buttons report their actions.
@MainActor
protocol MailButtons: EventDrivenViewModel where Event == MailAction {
  var buttons: [MailButton] { get }
}

extension MailButtons {
  /// Reports the action of the button on `key`; `false` when no button has that key.
  func press(_ key: Character) -> Bool {
    guard let button = buttons.first(where: { $0.key == key }) else { return false }
    send(button.action)
    return true
  }
}
