import CoordinatorKit

/// The view model of a mail page (a message, a contact, the account, the editor): lines of text
/// and buttons, which its coordinator updates as things change.
@MainActor
public final class MailPageModel: MailButtons {
  package let title: String
  package var lines: [String]
  package var buttons: [MailButton]
  /// Receives every action this screen reports; its coordinator decides what each means.
  public let handleEvent: (MailAction) -> Void

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
