import CoordinatorKit

/// A button of a mail screen: the key that presses it, its label and what it reports.
package struct MailButton: Hashable, Sendable {
  package let key: Character
  package let label: String
  let action: MailAction

  init(_ key: Character, _ label: String, _ action: MailAction) {
    self.key = key
    self.label = label
    self.action = action
  }
}
