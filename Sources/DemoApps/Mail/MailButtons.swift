import CoordinatorKit

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
