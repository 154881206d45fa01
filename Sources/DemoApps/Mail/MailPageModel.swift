import CoordinatorKit

/// The view model of a mail page (a message, a contact, the account, the editor): lines of text
/// and buttons, which its coordinator updates as things change.
@MainActor
package final class MailPageModel: MailButtons {
  package let title: String
  package var lines: [String]
  package var buttons: [MailButton]
  package let handleEvent: (MailAction) -> Void

  package init(
    title: String, lines: [String], buttons: [MailButton],
    handleEvent: @escaping (MailAction) -> Void
  ) {
    self.title = title
    self.lines = lines
    self.buttons = buttons
    self.handleEvent = handleEvent
  }
}
