import CoordinatorKit

/// The view model of a mail page (a message, a contact, the account, the editor): lines of text
/// and buttons, which its coordinator updates as things change.
@MainActor
public final class MailPageModel: MailButtons {
  package let title: String
  package var lines: [String]
  package var buttons: [MailButton]
  /// The line each named control stands on (the sender's line of a message), which a popover
  /// presented with that anchor points at.
  package var anchorLines: [PopoverAnchor: Int]
  /// Receives every action this screen reports; its coordinator decides what each means.
  public let handleEvent: (MailAction) -> Void

  init(
    title: String, lines: [String], buttons: [MailButton],
    anchorLines: [PopoverAnchor: Int] = [:], handleEvent: @escaping (MailAction) -> Void
  ) {
    self.title = title
    self.lines = lines
    self.buttons = buttons
    self.anchorLines = anchorLines
    self.handleEvent = handleEvent
  }
}
