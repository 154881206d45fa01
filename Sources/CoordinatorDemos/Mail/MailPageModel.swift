import CoordinatorKit

/// The view model of a mail page (a message, a contact, the account, the editor): lines of text
/// and buttons, which its coordinator updates as things change.
@MainActor
final class MailPageModel: MailButtons {
  let title: String
  var lines: [String]
  var buttons: [MailButton]
  let handleEvent: (MailAction) -> Void

  init(
    title: String, lines: [String], buttons: [MailButton],
    handleEvent: @escaping (MailAction) -> Void
  ) {
    self.title = title
    self.lines = lines
    self.buttons = buttons
    self.handleEvent = handleEvent
  }
}
